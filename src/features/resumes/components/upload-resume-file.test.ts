import { describe, expect, it } from "vitest";
import { formatFileSize, kindName } from "./upload-resume-file";

describe("the resume list's file facts", () => {
  it("sizes in bytes, KB and MB (1 MB = 1048576 bytes, spec 9)", () => {
    expect(formatFileSize(512)).toBe("512 bytes");
    expect(formatFileSize(1024)).toBe("1 KB");
    expect(formatFileSize(245_760)).toBe("240 KB");
    expect(formatFileSize(1048576)).toBe("1 MB");
    expect(formatFileSize(1.5 * 1048576)).toBe("1.5 MB");
    expect(formatFileSize(10 * 1048576)).toBe("10 MB");
  });

  it("names the kind from the stored type", () => {
    expect(kindName("application/pdf")).toBe("PDF");
    expect(kindName("application/vnd.openxmlformats-officedocument.wordprocessingml.document")).toBe("Word document");
    expect(kindName("text/plain")).toBe("Text file");
    expect(kindName("application/x-unknown")).toBe("Document");
  });
});
