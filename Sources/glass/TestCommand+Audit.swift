import GlassGoldens
import GlassScene

/// `glass test --audit`: the legibility and layout audits of every render of the suite, after the golden checks.
extension TestCommand {
    /// Audits `entries` in worker processes and prints, in the suite's order, a line per new finding
    /// (`FAIL: NAME: audit: PATH ...`: a layer under its minimum or a layout finding the baseline does not
    /// accept) and an error line per render that could not be audited, then the baseline's stale entries and a
    /// summary. Returns whether no finding is new and every render was audited, and each audited render's
    /// findings for the reports (by name).
    static func audit(
        _ entries: [GoldenSuite.Entry], threads: Int, terminal: Bool, sceneTimeout: Double,
        baseline: (path: String, baseline: AuditBaseline, updating: Bool)? = nil
    ) throws(CLIError) -> (passed: Bool, findings: [String: [AuditReportFinding]]) {
        let jobs = entries.map { WorkerJob.audit(name: $0.name, scenePath: $0.scenePath, traits: $0.traits) }
        var pool = WorkerPool(jobs: jobs.count, threads: threads, gate: .standard, sceneTimeout: sceneTimeout)
        var finished: [Int: Result<[AuditFinding], CLIError>] = [:]
        var judgement = AuditJudgement(baseline?.baseline)
        var reports: [String: [AuditReportFinding]] = [:]
        var found: [(scene: String?, traits: String, findings: [AuditFinding])] = []
        var reported = 0
        var layers = 0
        var layout = 0
        var errors = 0
        try pool.run(jobs) { job, outcome in
            switch outcome {
            case .answered(let answer): finished[job] = AuditOutcome.decoded(answer)
            case .died(let why): finished[job] = .failure(CLIError(.failure, why))
            }
            while let r = finished.removeValue(forKey: reported) {
                let entry = entries[reported]
                let traits = entry.traits.description
                switch r {
                case .success(let findings):
                    judgement.audited(traits, scene: entry.sceneName)
                    found.append((entry.sceneName, traits, findings))
                    var listed: [AuditReportFinding] = []
                    for f in findings {
                        let accepted = judgement.judge(f, traits: traits, scene: entry.sceneName)
                        if accepted == nil && baseline?.updating != true {
                            writeStderr(printable("FAIL: \(entry.name): audit: \(f.line)") + "\n")
                        }
                        if f.kind == "contrast" { layers += 1 } else { layout += 1 }
                        listed.append(
                            AuditReportFinding(line: f.line, accepted: accepted != nil, reason: accepted?.reason))
                    }
                    reports[entry.name] = listed
                case .failure(let error):
                    writeStderr(printable("error: \(entry.name): audit: \(error.message)") + "\n")
                    errors += 1
                }
                reported += 1
            }
            if terminal { writeStderr("\r[audit \(reported)/\(entries.count)]\u{1B}[K") }
        }
        if terminal { writeStderr("\r\u{1B}[K") }
        var accepted = ""
        if let baseline, baseline.updating {
            try AuditJudgement.write(
                AuditJudgement.updated(baseline.baseline, found: found), to: baseline.path, old: baseline.baseline)
        } else if let baseline {
            let stale = judgement.stale
            for s in stale { writeStderr(printable(AuditJudgement.staleLine(s, file: baseline.path)) + "\n") }
            accepted = ", \(judgement.acceptedCount) accepted by the baseline, \(stale.count) stale"
        }
        print(
            "audit: \(entries.count) scene\(entries.count == 1 ? "" : "s"), \(layers) layer\(layers == 1 ? "" : "s") under the minimum, \(layout) layout finding\(layout == 1 ? "" : "s")"
                + accepted + (errors > 0 ? ", \(errors) not audited" : ""))
        let passed = (judgement.newCount == 0 || baseline?.updating == true) && errors == 0
        return (passed, reports)
    }
}
