/* The trackers' CSV is the shared RFC 4180 writer (lib/csv.ts); kept here so the trackers' imports read as before. */
export { csvField, csvFileName, toCsv, type CsvCell } from "@/lib/csv";
