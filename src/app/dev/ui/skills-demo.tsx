"use client";

import { useForm } from "react-hook-form";
import { toast } from "react-toastify";
import { z } from "zod";
import { QueryProvider } from "@/components/providers/query-provider";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Form, FormField, zodResolver } from "@/components/ui/form";
import { SkillPicker } from "@/features/skills/components/skill-picker";
import { skillSlugsSchema } from "@/features/skills/schemas";

const MAX = 5;
const skillsSchema = z.object({ skills: skillSlugsSchema.min(1, "Choose at least one skill.").max(MAX, `Choose at most ${MAX} skills.`) });
type SkillsValues = z.infer<typeof skillsSchema>;

/** The SkillPicker as a react-hook-form field (value: slugs), asking the real GET /api/skills. */
function SkillsForm() {
  const form = useForm<SkillsValues>({ resolver: zodResolver(skillsSchema), defaultValues: { skills: [] } });
  const chosen = form.watch("skills");
  return (
    <Card className="max-w-xl">
      <Form {...form}>
        <form noValidate className="flex flex-col gap-5" onSubmit={form.handleSubmit((v) => toast.success(`Saved ${v.skills.length} skills.`))}>
          <FormField
            name="skills"
            label="Skills"
            hint={`Type to search the skills vocabulary; up to ${MAX}.`}
            render={(field) => <SkillPicker {...field} max={MAX} />}
          />
          <p className="text-sm text-muted-foreground">
            Value: <code data-testid="skills-value">{JSON.stringify(chosen)}</code>
          </p>
          <div>
            <Button type="submit">Save skills</Button>
          </div>
        </form>
      </Form>
    </Card>
  );
}

export function SkillsDemo() {
  return (
    <QueryProvider>
      <SkillsForm />
    </QueryProvider>
  );
}
