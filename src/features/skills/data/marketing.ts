import { defineSkills } from "./define";

export const marketingSkills = defineSkills("marketing", `
Digital Marketing | Online marketing
Marketing Strategy
Brand Management | Branding
Content Marketing
Content Strategy
Copywriting | Copywriter
Search Engine Optimization | SEO
Search Engine Marketing | SEM
Pay-Per-Click Advertising | PPC, Paid search
Google Ads | Google AdWords, AdWords
Meta Ads | Facebook Ads, Instagram Ads
LinkedIn Ads
Social Media Marketing | SMM
Social Media Management | Managing social media
Community Management | Online community management
Influencer Marketing
Email Marketing | Email campaigns
Mailchimp
Klaviyo
Marketing Automation
Marketo | Adobe Marketo
Pardot | Marketing Cloud Account Engagement
Salesforce Marketing Cloud | SFMC, ExactTarget
HubSpot Marketing Hub | HubSpot marketing
Conversion Rate Optimization | CRO
Marketing Analytics
Google Tag Manager
Adobe Analytics | Omniture
Market Research | Market analysis
Competitive Analysis | Competitor analysis
Customer Segmentation | Audience segmentation
Product Marketing
Go-to-Market Strategy | GTM strategy, Go-to-market
Demand Generation | Demand gen
Account-Based Marketing | ABM
Event Marketing | Field marketing
Trade Marketing
Affiliate Marketing
Performance Marketing | Paid media, Paid social
Programmatic Advertising | Programmatic
Media Buying | Media planning
Advertising | Ad campaigns
Public Relations | !PR, Media relations
Press Releases | Press release writing
Crisis Communications
Internal Communications | Employee communications
Corporate Communications
Speechwriting | Speech writing
Marketing Campaign Management | Campaign management
Brand Strategy
Customer Journey Mapping | Journey mapping
Loyalty Programs | Customer loyalty programs
E-commerce | Ecommerce, Online retail
Shopify
Amazon Seller Central | Amazon marketplace
WooCommerce
Marketplace Management
Local SEO | Google Business Profile
Hootsuite
Sprout Social
Canva
Semrush | SEMrush
Ahrefs
Google Search Console | Search Console
`);
