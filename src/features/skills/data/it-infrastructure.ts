import { defineSkills } from "./define";

export const itInfrastructureSkills = defineSkills("it-infrastructure", `
Amazon Web Services | AWS, Amazon AWS
Microsoft Azure | Azure
Google Cloud Platform | GCP, Google Cloud
Cloud Computing
Cloud Architecture
AWS Lambda | Lambda functions
Amazon EC2 | EC2
Amazon S3 | S3
Serverless Computing | Serverless
Docker | Docker containers
Kubernetes | K8s
!Helm | Helm charts
OpenShift | Red Hat OpenShift
Terraform | HashiCorp Terraform
Ansible
!Puppet | Puppet configuration management
!Chef | Chef configuration management
CloudFormation | AWS CloudFormation
Infrastructure as Code | IaC
DevOps
Site Reliability Engineering | SRE
Continuous Integration and Delivery | CI/CD, Continuous integration, Continuous delivery, Continuous deployment
!Jenkins | Jenkins CI
GitHub Actions
GitLab CI
Azure DevOps
Linux | Linux administration, Linux system administration
Red Hat Enterprise Linux | RHEL
Ubuntu
Unix
Windows Server
Active Directory | Microsoft Active Directory
Microsoft Entra ID | Azure AD, Azure Active Directory
Group Policy | GPO
Microsoft Intune | Intune
Microsoft 365 Administration | Office 365 administration, O365 administration
VMware | VMware vSphere, vSphere, ESXi
Hyper-V | Microsoft Hyper-V
Virtualization
System Administration | Sysadmin, Systems administration
Network Administration
Computer Networking | Network engineering
TCP/IP
DNS | Domain Name System
DHCP
Routing and Switching | Routers and switches
Cisco Networking | Cisco IOS
CCNA | Cisco Certified Network Associate
CompTIA A+ | A+ certification
CompTIA Network+ | Network+
CompTIA Security+ | Security+
Firewalls | Firewall administration
VPN | Virtual private network
Wi-Fi Networking | Wireless networking, WLAN
LAN/WAN | LAN, WAN
Network Security
Cybersecurity | Cyber security, Information security, InfoSec
Penetration Testing | Pen testing, Ethical hacking
Vulnerability Management | Vulnerability assessment
Security Information and Event Management | SIEM
Splunk
Incident Response | Security incident response
Identity and Access Management | IAM
Endpoint Security | Endpoint protection
NIST Cybersecurity Framework | NIST CSF
ISO 27001
Zero Trust | Zero Trust architecture
CISSP | Certified Information Systems Security Professional
Encryption | Cryptography
Help Desk Support | Help desk, Service desk
Technical Support | Tech support, IT support
Desktop Support
Troubleshooting | Technical troubleshooting
Hardware Installation | Computer hardware
Computer Repair | PC repair
Printer Support | Printer troubleshooting
Mobile Device Management | MDM
IT Service Management | ITSM
ITIL | ITIL Foundation
ServiceNow
Jira Service Management | Jira Service Desk
Backup and Recovery | Data backup, Disaster recovery
Monitoring and Observability | Observability
Prometheus
Grafana
Datadog
Nagios
Load Balancing | Load balancers
Nginx | NGINX
Apache HTTP Server | Apache web server
Microsoft Exchange | Exchange Server
Voice over IP | VoIP
Structured Cabling | Network cabling, Cat6 cabling
Data Center Operations | Data center
IT Asset Management | ITAM
`);
