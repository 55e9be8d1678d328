import GlassCore

/// `--scene-timeout S`: the seconds each scene of a folder render, a matrix render, `glass test` and its
/// `--audit` may run in its worker process before the worker is killed and the scene reported as `timed out
/// after S s` (the others go on). The scene limits keep every scene the repository holds to seconds; the
/// budget stops what they cannot tell.
enum SceneTimeout {
    /// Ten minutes: far above any scene the limits allow on a slow machine, far below a CI job's timeout.
    static let defaultSeconds = 600.0
    /// A tenth of a second to a day.
    static let range = 0.1...86_400.0

    /// The budget `--scene-timeout` sets, the default when absent; a usage error for 0, a negative, NaN, an
    /// infinity or more than a day.
    static func parse(_ a: Arguments, command: String) throws(CLIError) -> Double {
        guard let text = a.options["--scene-timeout"] else { return defaultSeconds }
        guard let v = Double(text), v.isFinite, range.contains(v) else {
            throw .usage(
                "--scene-timeout expects seconds from \(self.text(range.lowerBound)) to \(self.text(range.upperBound)), got '\(text)'",
                command: command)
        }
        return v
    }

    /// `seconds` as the messages print it: `600`, `0.5`.
    static func text(_ seconds: Double) -> String {
        WholeNumber.exactly(seconds, in: 0...Int(range.upperBound)).map(String.init) ?? "\(seconds)"
    }
}
