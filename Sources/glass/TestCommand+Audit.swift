import GlassGoldens

/// `glass test --audit`: the legibility audit of every scene of the suite, after the golden checks.
extension TestCommand {
    /// Audits `entries` in worker processes and prints, in the suite's order, a line per failing layer
    /// (`FAIL: NAME: audit: PATH ...`) and an error line per scene that could not be audited, then a summary.
    /// Returns whether every layer of every scene passed.
    static func audit(_ entries: [GoldenSuite.Entry], threads: Int, terminal: Bool, sceneTimeout: Double)
        throws(CLIError) -> Bool
    {
        let jobs = entries.map { WorkerJob.audit(name: $0.name, scenePath: $0.scenePath, traits: $0.traits) }
        var pool = WorkerPool(jobs: jobs.count, threads: threads, gate: .standard, sceneTimeout: sceneTimeout)
        var finished: [Int: Result<[String], CLIError>] = [:]
        var reported = 0
        var failingLayers = 0
        var errors = 0
        try pool.run(jobs) { job, outcome in
            switch outcome {
            case .answered(let answer): finished[job] = AuditOutcome.decoded(answer)
            case .died(let why): finished[job] = .failure(CLIError(.failure, why))
            }
            while let r = finished.removeValue(forKey: reported) {
                let name = entries[reported].name
                switch r {
                case .success(let lines):
                    for line in lines { writeStderr(printable("FAIL: \(name): audit: \(line)") + "\n") }
                    failingLayers += lines.count
                case .failure(let error):
                    writeStderr(printable("error: \(name): audit: \(error.message)") + "\n")
                    errors += 1
                }
                reported += 1
            }
            if terminal { writeStderr("\r[audit \(reported)/\(entries.count)]\u{1B}[K") }
        }
        if terminal { writeStderr("\r\u{1B}[K") }
        print(
            "audit: \(entries.count) scene\(entries.count == 1 ? "" : "s"), \(failingLayers) layer\(failingLayers == 1 ? "" : "s") under the minimum"
                + (errors > 0 ? ", \(errors) not audited" : ""))
        return failingLayers == 0 && errors == 0
    }
}
