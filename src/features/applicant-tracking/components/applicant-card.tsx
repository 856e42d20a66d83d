"use client";

import Link from "next/link";
import type { ReactNode } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuLabel, DropdownMenuTrigger } from "@/components/ui/dropdown-menu";
import { ChevronDown, Star } from "@/components/ui/icons";
import { applicantPath } from "@/lib/employer-routes";
import { SOURCE_LABELS, type ApplicantCard, type StageView } from "../types";
import { formatDay, ratingText, timeSince } from "./format";

/** The facts a row or a card shows about an applicant, besides the name. */
export function ApplicantFacts({ applicant, now }: { applicant: ApplicantCard; now: number }) {
  return (
    <ul className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-muted-foreground">
      <li>Applied {formatDay(applicant.appliedAt)}</li>
      <li>{SOURCE_LABELS[applicant.source]}</li>
      <li>{timeSince(applicant.stageEnteredAt, now)} in stage</li>
      <li className="inline-flex items-center gap-1">
        <Star aria-hidden="true" className="size-3.5" />
        <span>{ratingText(applicant.ratingAverage, applicant.ratingCount)}</span>
      </li>
    </ul>
  );
}

export function ApplicantBadges({ applicant }: { applicant: ApplicantCard }) {
  return (
    <span className="flex flex-wrap gap-1">
      {applicant.knockedOut ? <Badge tone="warning">Knock-out answer</Badge> : null}
      {applicant.candidateStage === "withdrawn" ? <Badge tone="neutral">Withdrawn</Badge> : null}
    </span>
  );
}

export function ApplicantName({ applicant }: { applicant: ApplicantCard }) {
  return (
    <Link href={applicantPath(applicant.id)} className="font-semibold text-foreground underline-offset-2 hover:underline">
      {applicant.name}
    </Link>
  );
}

/** "Move to…": every stage but the current one, as a menu (the way to move without dragging). */
export function MoveMenu({ applicant, stages, onMove, disabled, label }: { applicant: ApplicantCard; stages: StageView[]; onMove: (stage: StageView) => void; disabled?: boolean; label?: ReactNode }) {
  const others = stages.filter((s) => s.id !== applicant.stageId);
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="sm" disabled={disabled} aria-label={`Move to another stage: ${applicant.name}`}>
          {label ?? "Move to"}
          <ChevronDown aria-hidden="true" className="size-4" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        <DropdownMenuLabel>Move {applicant.name} to</DropdownMenuLabel>
        {others.map((s) => (
          <DropdownMenuItem key={s.id} onSelect={() => onMove(s)}>
            {s.name}
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
