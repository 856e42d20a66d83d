import { defineSkills } from "./define";

export const creativeDesignSkills = defineSkills("creative-design", `
Graphic Design | Graphic designer
User Experience Design | UX, UX design, User experience
User Interface Design | UI, UI design
UX Research | User research, Usability testing
Interaction Design | IxD
Visual Design
Web Design | Website design
Product Design
Wireframing | Wireframes
Prototyping | Rapid prototyping
Figma
!Sketch | Sketch app
Adobe XD | XD
Adobe Creative Cloud | Adobe Creative Suite
Adobe Photoshop | Photoshop
Adobe Illustrator | Illustrator
Adobe InDesign | InDesign
Adobe Premiere Pro | Premiere Pro
Adobe After Effects | After Effects
Adobe Lightroom | Lightroom
Final Cut Pro
DaVinci Resolve
Avid Media Composer | Media Composer
Video Editing
Video Production | Videography
Motion Graphics | Motion design
Animation | 2D animation
3D Modeling | 3D modelling
!Blender | Blender 3D
Autodesk Maya | !Maya
Cinema 4D | C4D
3ds Max | Autodesk 3ds Max
Photography | Photographer
Photo Editing | Photo retouching
Illustration | Digital illustration
Typography
Layout Design | Page layout
Logo Design
Brand Identity Design | Visual identity
Print Design | Print production
Packaging Design
Infographics | Information design
Design Systems
Design Thinking
Creative Direction | Art direction
Interior Design
Fashion Design
Industrial Design
Architecture | Architectural design
Revit | Autodesk Revit
SketchUp
!Rhino | Rhinoceros 3D
Technical Writing | Technical documentation
Content Writing | Web content writing
Editing | Copy editing, Copyediting
Journalism | News writing, Reporting for news
Blogging | Blog writing
Creative Writing
Screenwriting
Podcasting | Podcast production
Audio Production | Sound editing, Audio editing
Audio Engineering | Sound engineering, Mixing and mastering
Pro Tools | Avid Pro Tools
Music Production
Broadcasting | Broadcast production
Voice Over | Voice acting
Live Event Production | AV production, Audio-visual
Stage Management | Theater production
Set Design
Lighting Design | Stage lighting
Printmaking | Screen printing
Sign Making | Vinyl graphics
Floral Design | Floristry
Jewelry Making | Jewelry design
Tailoring | Alterations, Sewing
Calligraphy | Hand lettering
Storyboarding | Storyboards
Game Design | Level design
Accessible Design | Inclusive design
Color Theory
`);
