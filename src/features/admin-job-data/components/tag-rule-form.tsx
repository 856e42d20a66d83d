"use client";

import { useState } from "react";
import { useForm, type FieldPath } from "react-hook-form";
import { api, ApiError } from "@/lib/api/client";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Form, FormField, zodResolver } from "@/components/ui/form";
import { Input, NativeSelect } from "@/components/ui/input";
import { NativeCheckbox } from "@/components/ui/native-checkbox";
import { TAG_RULE_FIELDS, TAG_RULE_MATCHES } from "@/db/schema/admin-job-data";
import { formatCount } from "../format";
import { PATTERN_MAX, RULE_TAGS, TAG_RULE_FIELD_LABELS, TAG_RULE_MATCH_LABELS, tagRuleInputSchema, type TagRuleInput } from "../schemas";
import { TAG_RULE_TEST_API, TAG_RULES_API, tagRuleApiPath } from "../paths";
import type { TagRuleTestResult } from "../types";

const VALUE_HINTS: Record<TagRuleInput["match"], string> = {
  contains: "Keywords separated by commas; the rule matches when the field contains any of them (case-insensitive).",
  equals: "Values separated by commas; the rule matches when the whole field is one of them (case-insensitive). Employment types: full-time, part-time, contract, temporary, internship, per-diem.",
  regex: `A PostgreSQL regular expression (case-insensitive), at most ${PATTERN_MAX} characters, e.g. \\m(urgent|immediate)\\M.`,
};

/** Adds or edits a tag rule, and tests it against the open jobs before (or without) saving. */
export function TagRuleForm({ rule, onSaved, onCancel }: { rule?: TagRuleInput & { id: string }; onSaved: () => void; onCancel: () => void }) {
  const form = useForm<TagRuleInput>({
    resolver: zodResolver(tagRuleInputSchema),
    defaultValues: rule ?? { field: "title", match: "contains", value: "", tag: RULE_TAGS[0]!, enabled: true },
  });
  const [banner, setBanner] = useState<string | null>(null);
  const [test, setTest] = useState<TagRuleTestResult | null>(null);
  const [testing, setTesting] = useState(false);
  const match = form.watch("match");

  const serverError = (err: unknown) => {
    if (err instanceof ApiError) {
      for (const issue of err.fieldIssues) form.setError(issue.path as FieldPath<TagRuleInput>, { type: "server", message: issue.message });
      setBanner(err.fieldIssues.length ? "Please check the fields marked below." : err.message);
    } else setBanner("Something went wrong, please try again.");
  };

  const onSubmit = form.handleSubmit(async (values) => {
    setBanner(null);
    try {
      if (rule) await api.put(tagRuleApiPath(rule.id), values);
      else await api.post(TAG_RULES_API, values);
      onSaved();
    } catch (err) {
      serverError(err);
    }
  });

  const onTest = form.handleSubmit(async (values) => {
    setBanner(null);
    setTesting(true);
    try {
      setTest(await api.post<TagRuleTestResult>(TAG_RULE_TEST_API, values));
    } catch (err) {
      setTest(null);
      serverError(err);
    } finally {
      setTesting(false);
    }
  });

  return (
    <Form {...form}>
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
        {banner ? <Alert tone="danger">{banner}</Alert> : null}
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField
            name="field"
            label="Field"
            render={(f) => (
              <NativeSelect {...f} onChange={(e) => (f.onChange(e), setTest(null))}>
                {TAG_RULE_FIELDS.map((v) => (
                  <option key={v} value={v}>
                    {TAG_RULE_FIELD_LABELS[v]}
                  </option>
                ))}
              </NativeSelect>
            )}
          />
          <FormField
            name="match"
            label="Match"
            render={(f) => (
              <NativeSelect {...f} onChange={(e) => (f.onChange(e), setTest(null))}>
                {TAG_RULE_MATCHES.map((v) => (
                  <option key={v} value={v}>
                    {TAG_RULE_MATCH_LABELS[v]}
                  </option>
                ))}
              </NativeSelect>
            )}
          />
        </div>
        <FormField
          name="value"
          label={match === "regex" ? "Regular expression" : "Keywords"}
          hint={VALUE_HINTS[match]}
          render={(f) => <Input {...f} onChange={(e) => (f.onChange(e), setTest(null))} maxLength={2100} spellCheck={false} autoComplete="off" />}
        />
        <FormField
          name="tag"
          label="Tag"
          hint="Promoted Job is not here: /admin/promoted-jobs sets it."
          render={(f) => (
            <NativeSelect {...f}>
              {RULE_TAGS.map((t) => (
                <option key={t} value={t}>
                  {t}
                </option>
              ))}
            </NativeSelect>
          )}
        />
        <label className="flex items-center gap-3 text-sm font-medium">
          <NativeCheckbox {...form.register("enabled")} />
          Enabled: apply on import and when re-applied
        </label>
        <div aria-live="polite">
          {test ? (
            <Alert tone="info" title="Test against the open jobs">
              <p data-testid="rule-test-result">
                Matches {formatCount(test.matching)} of {formatCount(test.openJobs)} open job{test.openJobs === 1 ? "" : "s"}
                {test.matching ? ` (${formatCount(test.alreadyTagged)} already tagged)` : ""}.
              </p>
              {test.samples.length ? (
                <ul className="mt-2 list-disc pl-5">
                  {test.samples.map((j) => (
                    <li key={j.id} className="[overflow-wrap:anywhere]">
                      {j.title} — {j.company}
                    </li>
                  ))}
                </ul>
              ) : null}
            </Alert>
          ) : null}
        </div>
        <div className="flex flex-wrap gap-3">
          <Button type="submit" loading={form.formState.isSubmitting}>
            {rule ? "Save rule" : "Add rule"}
          </Button>
          <Button type="button" variant="outline" loading={testing} onClick={() => void onTest()}>
            Test rule
          </Button>
          <Button type="button" variant="ghost" onClick={onCancel}>
            Cancel
          </Button>
        </div>
      </form>
    </Form>
  );
}
