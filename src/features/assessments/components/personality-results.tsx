import { Card } from "@/components/ui/card";
import type { PersonalityResult, Scored } from "../result";
import { ScoreBar } from "./score-bar";

function ScoredList({ items, what }: { items: Scored[]; what: string }) {
  return (
    <ul className="flex flex-col gap-4">
      {items.map((item) => (
        <li key={item.name} className="flex flex-col gap-1">
          <span className="font-semibold">{item.name}</span>
          {item.score !== null ? <ScoreBar label={`${item.name} ${what} score`} score={item.score} /> : null}
          {item.description ? <span className="text-sm text-muted-foreground">{item.description}</span> : null}
        </li>
      ))}
    </ul>
  );
}

/** Personality types (strongest first) and traits, each with its score where the provider gave one. */
export function PersonalityResults({ result }: { result: PersonalityResult }) {
  return (
    <div className="grid gap-6 md:grid-cols-2">
      {result.types.length ? (
        <Card>
          <h3 className="mb-4 text-lg">Personality types</h3>
          <ScoredList items={result.types} what="type" />
        </Card>
      ) : null}
      {result.traits.length ? (
        <Card>
          <h3 className="mb-4 text-lg">Traits</h3>
          <ScoredList items={result.traits} what="trait" />
        </Card>
      ) : null}
    </div>
  );
}
