"""The mutation run's report: the score in all and by face, the table, the equivalents.

Used by scripts/mutate.py; writes .build/mutation/report.md and report.json.
"""

import json
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
REPORT_DIR = ROOT / ".build" / "mutation"

KILLED = {"killed", "build-failed", "timeout"}


def summarize(results, seconds, catalogue_size):
    counts = {}
    for result in results:
        counts[result["verdict"]] = counts.get(result["verdict"], 0) + 1
    judged = [r for r in results if r["verdict"] not in ("equivalent", "stale")]
    killed = sum(1 for r in judged if r["verdict"] in KILLED)
    score = 100.0 * killed / len(judged) if judged else 100.0
    faces = {}
    for result in results:
        face = faces.setdefault(result["face"], {"run": 0, "killed": 0, "non_equivalent": 0,
                                                 "equivalent": 0, "seconds": 0.0})
        face["run"] += 1
        face["seconds"] += result["build_s"] + result["test_s"]
        if result["verdict"] == "equivalent":
            face["equivalent"] += 1
        elif result["verdict"] != "stale":
            face["non_equivalent"] += 1
            face["killed"] += result["verdict"] in KILLED
    for face in faces.values():
        face["score_percent"] = round(
            100.0 * face["killed"] / face["non_equivalent"] if face["non_equivalent"] else 100.0, 1)
        face["seconds"] = round(face["seconds"])
    return {"catalogue": catalogue_size, "run": len(results), "counts": counts,
            "killed_including_compiler": killed, "non_equivalent": len(judged),
            "score_percent": round(score, 1), "seconds": round(seconds), "faces": faces}


def face_lines(summary):
    """One line per face: its score and the time its mutants took."""
    return [f"- {name}: {face['killed']} of {face['non_equivalent']} non-equivalent killed "
            f"({face['score_percent']} %), {face['equivalent']} equivalent, {face['seconds']} s"
            for name, face in sorted(summary["faces"].items())]


def write_report(results, summary, entries):
    REPORT_DIR.mkdir(parents=True, exist_ok=True)
    (REPORT_DIR / "report.json").write_text(
        json.dumps({"summary": summary, "results": results}, indent=2, ensure_ascii=False) + "\n",
        encoding="utf-8")
    by_id = {e["id"]: e for e in entries}
    lines = ["# Mutation report", "",
             f"{summary['run']} of {summary['catalogue']} mutants run in {summary['seconds']} s: "
             + ", ".join(f"{v} {k}" for k, v in sorted(summary["counts"].items()))
             + f"; {summary['score_percent']} % of the non-equivalent ones killed.", "",
             "By face:", ""] + face_lines(summary) + ["",
             "| id | face | operator | file | verdict | build s | test s | detail |",
             "| --- | --- | --- | --- | --- | --- | --- | --- |"]
    for r in results:
        detail = r.get("detail", "").replace("|", "\\|")
        lines.append(f"| {r['id']} | {r['face']} | {r['operator']} | {r['file']} | {r['verdict']} | "
                     f"{r['build_s']} | {r['test_s']} | {detail} |")
    equivalents = [by_id[r["id"]] for r in results if r["verdict"] == "equivalent"]
    if equivalents:
        lines += ["", "Equivalent mutants:", ""]
        lines += [f"- {e['id']}: {e['equivalent']}" for e in equivalents]
    (REPORT_DIR / "report.md").write_text("\n".join(lines) + "\n", encoding="utf-8")


def print_table(results):
    print(f"{'id':<34} {'verdict':<13} {'build':>6} {'test':>6}  detail")
    for r in results:
        print(f"{r['id']:<34} {r['verdict']:<13} {r['build_s']:>6} {r['test_s']:>6}  "
              f"{r.get('detail', '')[:90]}")


