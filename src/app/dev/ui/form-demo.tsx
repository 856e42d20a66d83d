"use client";

import { useForm } from "react-hook-form";
import { toast } from "react-toastify";
import { z } from "zod";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Form, FormField, zodResolver } from "@/components/ui/form";
import { Input, NativeSelect, Textarea } from "@/components/ui/input";
import { PasswordInput } from "@/components/ui/password-input";

/** FormField wired to react-hook-form and a zod schema: labels, hints, errors and aria, validated in the browser. */
const profileSchema = z.object({
  name: z.string().trim().min(1, "Enter your name.").max(100, "Use at most 100 characters."),
  email: z.email("Enter a valid email address."),
  level: z.enum(["entry", "mid", "senior"], { message: "Choose a level." }),
  summary: z.string().max(200, "Use at most 200 characters."),
  password: z.string().min(10, "Use at least 10 characters."),
});
type ProfileValues = z.infer<typeof profileSchema>;

export function FormDemo() {
  const form = useForm<ProfileValues>({
    resolver: zodResolver(profileSchema),
    defaultValues: { name: "", email: "", level: "entry", summary: "", password: "" },
  });
  return (
    <Card className="max-w-xl">
      <Form {...form}>
        <form noValidate className="flex flex-col gap-5" onSubmit={form.handleSubmit(() => toast.success("Saved."))}>
          <FormField name="name" label="Full name" render={(field) => <Input autoComplete="name" {...field} />} />
          <FormField name="email" label="Email" hint="We never show it to employers." render={(field) => <Input type="email" autoComplete="email" {...field} />} />
          <FormField
            name="level"
            label="Experience level"
            render={(field) => (
              <NativeSelect {...field}>
                <option value="entry">Entry level</option>
                <option value="mid">Mid level</option>
                <option value="senior">Senior</option>
              </NativeSelect>
            )}
          />
          <FormField name="summary" label="Summary" hint="Up to 200 characters." render={(field) => <Textarea rows={3} {...field} />} />
          <FormField name="password" label="Password" render={(field) => <PasswordInput autoComplete="new-password" {...field} />} />
          <div className="flex gap-3">
            <Button type="submit">Save profile</Button>
            <Button variant="ghost" onClick={() => form.reset()}>
              Reset
            </Button>
          </div>
        </form>
      </Form>
    </Card>
  );
}
