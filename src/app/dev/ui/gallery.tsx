"use client";

import { useState } from "react";
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from "@/components/ui/accordion";
import { Alert } from "@/components/ui/alert";
import { Avatar, AvatarFallback, AvatarImage, initialsOf } from "@/components/ui/avatar";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import { Checkbox } from "@/components/ui/checkbox";
import { EmptyState } from "@/components/ui/empty-state";
import { Field } from "@/components/ui/field";
import { FilterActions, FilterIssues, SelectField } from "@/components/ui/filters";
import { Bookmark, Briefcase, Plus, Search, Trash2 } from "@/components/ui/icons";
import * as Icons from "@/components/ui/icons";
import { Input, NativeSelect, Textarea } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { PasswordInput } from "@/components/ui/password-input";
import { RadioGroup, RadioGroupItem } from "@/components/ui/radio-group";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { Skeleton } from "@/components/ui/skeleton";
import { Spinner } from "@/components/ui/spinner";
import { Switch } from "@/components/ui/switch";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { FormDemo } from "./form-demo";
import { GallerySection, Row } from "./gallery-section";
import { OverlaysDemo } from "./overlays-demo";
import { SkillsDemo } from "./skills-demo";

const TOKENS = [
  ["background", "bg-background"],
  ["card", "bg-card"],
  ["muted", "bg-muted"],
  ["border", "bg-border"],
  ["primary", "bg-primary"],
  ["primary-soft", "bg-primary-soft"],
  ["secondary", "bg-secondary"],
  ["danger", "bg-danger"],
  ["success", "bg-success"],
  ["warning", "bg-warning"],
] as const;

export function DesignSystemGallery() {
  const [switchOn, setSwitchOn] = useState(true);
  return (
    <>
      <GallerySection title="Colour tokens">
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-5">
          {TOKENS.map(([name, cls]) => (
            <li key={name} className="flex items-center gap-2 text-sm">
              <span aria-hidden="true" className={`size-8 shrink-0 rounded-md border border-border ${cls}`} />
              {name}
            </li>
          ))}
        </ul>
        <div className="mt-6 flex flex-col gap-1">
          <p className="text-3xl font-bold tracking-tight">Heading 1 scale</p>
          <p className="text-xl font-semibold">Heading 2 scale</p>
          <p className="text-base">Body text: the quick brown fox finds a job near home.</p>
          <p className="text-sm text-muted-foreground">Muted text for hints and secondary details.</p>
          <p>
            <a href="#colour-tokens">An inline link</a>
          </p>
        </div>
      </GallerySection>

      <GallerySection title="Buttons">
        <Row label="Variants">
          <Button>Primary</Button>
          <Button variant="secondary">Secondary</Button>
          <Button variant="outline">Outline</Button>
          <Button variant="ghost">Ghost</Button>
          <Button variant="danger">
            <Trash2 aria-hidden="true" /> Delete
          </Button>
          <Button variant="link">Link</Button>
        </Row>
        <Row label="Sizes">
          <Button size="sm">Small</Button>
          <Button>Medium</Button>
          <Button size="lg">Large</Button>
          <Button size="icon" variant="outline" aria-label="Add">
            <Plus aria-hidden="true" />
          </Button>
        </Row>
        <Row label="States">
          <Button disabled>Disabled</Button>
          <Button variant="outline" disabled>
            Disabled outline
          </Button>
          <Button loading>Saving</Button>
          <Button asChild variant="outline">
            <a href="#buttons">A link that looks like a button</a>
          </Button>
        </Row>
      </GallerySection>

      <GallerySection title="Fields">
        <div className="grid grid-cols-1 gap-6 md:grid-cols-2">
          <Field label="Default">
            <Input placeholder="Job title, skill or company" />
          </Field>
          <Field label="With a hint" hint="City, state or ZIP code.">
            <Input defaultValue="Austin, TX" />
          </Field>
          <Field label="Invalid" error="Enter a valid email address.">
            <Input type="email" defaultValue="ada@" />
          </Field>
          <Field label="Disabled">
            <Input disabled defaultValue="Cannot change this" />
          </Field>
          <Field label="Password">
            <PasswordInput defaultValue="correct horse battery" />
          </Field>
          <Field label="Native select">
            <NativeSelect defaultValue="30">
              <option value="10">Within 10 miles</option>
              <option value="30">Within 30 miles</option>
              <option value="50">Within 50 miles</option>
            </NativeSelect>
          </Field>
          <Field label="Textarea" hint="Markdown is not supported.">
            <Textarea defaultValue={"A short note about the role.\nSecond line."} />
          </Field>
          <div className="flex flex-col gap-1.5">
            <Label htmlFor="gallery-select">Select (listbox)</Label>
            <Select defaultValue="full-time">
              <SelectTrigger id="gallery-select">
                <SelectValue placeholder="Employment type" />
              </SelectTrigger>
              <SelectContent>
                <SelectItem value="full-time">Full time</SelectItem>
                <SelectItem value="part-time">Part time</SelectItem>
                <SelectItem value="contract">Contract</SelectItem>
                <SelectItem value="internship" disabled>
                  Internship (none open)
                </SelectItem>
              </SelectContent>
            </Select>
          </div>
        </div>
      </GallerySection>

      <GallerySection title="Choices">
        <div className="grid grid-cols-1 gap-6 md:grid-cols-3">
          <fieldset className="flex flex-col gap-3">
            <legend className="mb-2 text-sm font-medium">Checkboxes</legend>
            <div className="flex items-center gap-2">
              <Checkbox id="cb-1" />
              <Label htmlFor="cb-1">Unchecked</Label>
            </div>
            <div className="flex items-center gap-2">
              <Checkbox id="cb-2" defaultChecked />
              <Label htmlFor="cb-2">Checked</Label>
            </div>
            <div className="flex items-center gap-2">
              <Checkbox id="cb-3" checked="indeterminate" />
              <Label htmlFor="cb-3">Some selected</Label>
            </div>
            <div className="flex items-center gap-2">
              <Checkbox id="cb-4" disabled />
              <Label htmlFor="cb-4">Disabled</Label>
            </div>
          </fieldset>
          <fieldset className="flex flex-col gap-3">
            <legend className="mb-2 text-sm font-medium">Radio group</legend>
            <RadioGroup defaultValue="remote" aria-label="Where you want to work">
              {[
                ["onsite", "On site"],
                ["hybrid", "Hybrid"],
                ["remote", "Remote"],
              ].map(([value, label]) => (
                <div key={value} className="flex items-center gap-2">
                  <RadioGroupItem value={value!} id={`radio-${value}`} />
                  <Label htmlFor={`radio-${value}`}>{label}</Label>
                </div>
              ))}
              <div className="flex items-center gap-2">
                <RadioGroupItem value="none" id="radio-none" disabled />
                <Label htmlFor="radio-none">Disabled</Label>
              </div>
            </RadioGroup>
          </fieldset>
          <fieldset className="flex flex-col gap-3">
            <legend className="mb-2 text-sm font-medium">Switches</legend>
            <div className="flex items-center gap-3">
              <Switch id="sw-1" checked={switchOn} onCheckedChange={setSwitchOn} />
              <Label htmlFor="sw-1">Job alerts {switchOn ? "on" : "off"}</Label>
            </div>
            <div className="flex items-center gap-3">
              <Switch id="sw-2" disabled />
              <Label htmlFor="sw-2">Disabled</Label>
            </div>
            <div className="flex items-center gap-3">
              <Switch id="sw-3" disabled defaultChecked />
              <Label htmlFor="sw-3">Disabled, on</Label>
            </div>
          </fieldset>
        </div>
      </GallerySection>

      <GallerySection title="Form (react-hook-form and zod)">
        <FormDemo />
      </GallerySection>

      <GallerySection title="Filter form (script-free GET)">
        <FilterIssues title="Some filters were not understood" issues={[{ field: "from", message: "Enter a date as YYYY-MM-DD." }]} labels={{ from: "From" }} fallback="The list below shows the last 30 days." />
        <form role="search" aria-label="Example filters" action="/dev/ui" className="grid gap-3 sm:grid-cols-3 sm:items-start" onSubmit={(e) => e.preventDefault()}>
          <SelectField
            id="ui-filter-status"
            name="status"
            label="Status"
            value=""
            options={[
              { value: "", label: "Any status" },
              { value: "open", label: "Open" },
              { value: "closed", label: "Closed" },
            ]}
          />
          <SelectField id="ui-filter-period" name="period" label="Period" value="30" options={[{ value: "30", label: "Last 30 days" }]} hint="Whole days in UTC." />
          <Field id="ui-filter-from" label="From">
            <Input name="from" type="date" aria-invalid />
          </Field>
          <FilterActions resetHref="/dev/ui" className="sm:col-span-3" />
        </form>
      </GallerySection>

      <GallerySection title="Skill picker (combobox)">
        <SkillsDemo />
      </GallerySection>

      <OverlaysDemo />

      <GallerySection title="Tabs and accordion">
        <div className="grid grid-cols-1 gap-8 md:grid-cols-2">
          <Tabs defaultValue="details">
            <TabsList aria-label="Company sections">
              <TabsTrigger value="details">Details</TabsTrigger>
              <TabsTrigger value="members">Members</TabsTrigger>
              <TabsTrigger value="postings">Postings</TabsTrigger>
              <TabsTrigger value="activity" disabled>
                Activity
              </TabsTrigger>
            </TabsList>
            <TabsContent value="details">Company name, website and size.</TabsContent>
            <TabsContent value="members">Owners, hiring managers and recruiters.</TabsContent>
            <TabsContent value="postings">Open and closed job postings.</TabsContent>
          </Tabs>
          <Accordion type="single" collapsible defaultValue="q1">
            <AccordionItem value="q1">
              <AccordionTrigger>Is Upstep free for job seekers?</AccordionTrigger>
              <AccordionContent>Yes. Searching, saving jobs and applying cost nothing.</AccordionContent>
            </AccordionItem>
            <AccordionItem value="q2">
              <AccordionTrigger>Who can see my profile?</AccordionTrigger>
              <AccordionContent>Only employers you apply to, unless you make it discoverable.</AccordionContent>
            </AccordionItem>
          </Accordion>
        </div>
      </GallerySection>

      <GallerySection title="Badges and avatars">
        <Row label="Badges">
          <Badge>Neutral</Badge>
          <Badge tone="primary">Remote</Badge>
          <Badge tone="success">Hired</Badge>
          <Badge tone="warning">Expires soon</Badge>
          <Badge tone="danger">Closed</Badge>
          <Badge tone="outline">Full time</Badge>
        </Row>
        <Row label="Avatars">
          <Avatar>
            <AvatarImage src="/images/default-avatar.svg" alt="Profile photo" />
            <AvatarFallback>CO</AvatarFallback>
          </Avatar>
          <Avatar>
            <AvatarFallback>{initialsOf("Ada Lovelace")}</AvatarFallback>
          </Avatar>
          <Avatar className="size-14">
            <AvatarFallback>{initialsOf("Grace Brewster Hopper")}</AvatarFallback>
          </Avatar>
        </Row>
      </GallerySection>

      <GallerySection title="Cards">
        <div className="grid grid-cols-1 gap-6 md:grid-cols-2">
          <Card padded={false}>
            <CardHeader>
              <CardTitle>Registered Nurse, Night Shift</CardTitle>
              <CardDescription>St. Mary&apos;s Hospital · Austin, TX</CardDescription>
            </CardHeader>
            <CardContent className="flex flex-wrap gap-2">
              <Badge tone="primary">Full time</Badge>
              <Badge>$38–$46 an hour</Badge>
            </CardContent>
            <CardFooter>
              <Button size="sm">
                <Briefcase aria-hidden="true" /> View job
              </Button>
              <Button size="sm" variant="ghost">
                <Bookmark aria-hidden="true" /> Save
              </Button>
            </CardFooter>
          </Card>
          <Card>
            <p className="font-semibold">A plain card</p>
            <p className="mt-1 text-sm text-muted-foreground">Padded content, the default.</p>
          </Card>
        </div>
      </GallerySection>

      <GallerySection title="Feedback">
        <div className="flex flex-col gap-3">
          <Alert tone="info" title="Heads up">
            Your profile is 60% complete.
          </Alert>
          <Alert tone="success">Your application was sent.</Alert>
          <Alert tone="warning">This job closes in 2 days.</Alert>
          <Alert tone="danger" title="Could not save">
            Check the highlighted fields.
          </Alert>
        </div>
        <div className="mt-6 grid grid-cols-1 gap-6 md:grid-cols-2">
          <div className="flex flex-col gap-3" role="group" aria-label="Loading placeholder">
            <Skeleton className="h-5 w-2/3" />
            <Skeleton className="h-4 w-1/2" />
            <Skeleton className="h-24 w-full" />
          </div>
          <Spinner label="Loading jobs" />
        </div>
        <div className="mt-6">
          <EmptyState
            icon={<Search />}
            title="No saved searches yet"
            action={
              <Button asChild>
                <a href="#feedback">Search jobs</a>
              </Button>
            }
          >
            Save a search from the results page and we will tell you when new jobs match.
          </EmptyState>
        </div>
      </GallerySection>

      <GallerySection title="Icons">
        <ul className="grid grid-cols-4 gap-3 sm:grid-cols-8 md:grid-cols-12">
          {Object.entries(Icons).map(([name, Icon]) => (
            <li key={name} className="flex flex-col items-center gap-1 rounded-md border border-border bg-card p-2 text-center">
              <Icon aria-hidden="true" className="size-5" />
              <span className="w-full truncate text-[0.625rem] text-muted-foreground">{name}</span>
            </li>
          ))}
        </ul>
      </GallerySection>
    </>
  );
}
