/// JUnit XML as CI systems read it: one test case per scene with its time and a class name from the scene's
/// folder (`glass.golden.onboarding` for `onboarding/welcome`), a failure with the figures and the command that
/// accepts it (a golden that is not a readable PNG included), and the artifacts as `[[ATTACHMENT|/absolute/path]]`
/// lines in `<system-out>`, which GitLab and Jenkins show as images.
public enum JUnitReport {
    public static func xml(
        _ results: [GoldenResult], suite: String = "glass golden tests", metadata: RunMetadata = RunMetadata()
    ) -> String {
        let audits = auditCases(results, metadata: metadata)
        let failures =
            results.filter { $0.status == .failed || $0.status == .missing }.count + audits.filter(\.failed).count
        let errors = results.filter { $0.status == .error }.count + audits.filter(\.error).count
        let counts =
            "tests=\"\(results.count + audits.count)\" failures=\"\(failures)\" errors=\"\(errors)\""
        let time = "time=\"\(secondsText(metadata.seconds))\""
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        out += "<testsuites name=\"glass\" \(counts) \(time)>\n"
        out += "  <testsuite name=\"\(attribute(suite))\" \(counts) skipped=\"0\" \(time)"
        out += " timestamp=\"\(attribute(metadata.startedUTC))\" hostname=\"\(attribute(metadata.host))\">\n"
        for r in results.sorted(by: { $0.name < $1.name }) {
            out += "    <testcase classname=\"\(attribute(className(r.name)))\" name=\"\(attribute(r.name))\""
            out += " file=\"\(attribute(r.scenePath))\" time=\"\(secondsText(r.seconds))\""
            switch r.status {
            case .passed, .recorded:
                out += "/>\n"
                continue
            case .failed, .missing:
                var details = r.message
                if let d = r.difference { details += "\n" + d.report }
                if !r.artifacts.isEmpty { details += "\nartifacts: " + r.artifacts.joined(separator: " ") }
                if let command = metadata.acceptCommand(for: r) { details += "\naccept this change: " + command }
                let type = r.status == .missing ? "MissingGolden" : "GoldenMismatch"
                out +=
                    ">\n      <failure type=\"\(type)\" message=\"\(attribute(r.message))\">\(escaped(details))</failure>\n"
            case .error:
                out +=
                    ">\n      <error type=\"SceneError\" message=\"\(attribute(r.message))\">\(escaped(r.message))</error>\n"
            }
            // A path an attachment line cannot hold (a line break, or the `]]` that ends it) is left out; the
            // failure's text still names it.
            let attachable = r.artifacts.map(metadata.absolute).filter {
                !$0.contains("]]") && !$0.unicodeScalars.contains { $0 == "\n" || $0 == "\r" }
            }
            if !attachable.isEmpty {
                let lines = attachable.map { "[[ATTACHMENT|\($0)]]" }
                out += "      <system-out>\(escaped(lines.joined(separator: "\n")))</system-out>\n"
            }
            out += "    </testcase>\n"
        }
        out += audits.map(\.xml).joined()
        out += "  </testsuite>\n</testsuites>\n"
        return out
    }

    /// With `glass test --audit`, a test case a render for its audit (class `glass.audit` and the scene's
    /// folders): failed by its new findings (each a line of the failure), its accepted ones listed in
    /// `<system-out>` with their reasons, an error when it could not be audited. In name order.
    static func auditCases(_ results: [GoldenResult], metadata: RunMetadata) -> [(
        xml: String, failed: Bool, error: Bool
    )] {
        guard let audit = metadata.audit else { return [] }
        return results.sorted(by: { $0.name < $1.name }).filter { $0.status != .error }.map { r in
            let cls = "glass.audit" + className(r.name).dropFirst("glass.golden".count)
            var out = "    <testcase classname=\"\(attribute(cls))\" name=\"\(attribute(r.name))\""
            out += " file=\"\(attribute(r.scenePath))\""
            guard let findings = audit[r.name] else {
                out +=
                    ">\n      <error type=\"AuditError\" message=\"not audited\">not audited</error>\n    </testcase>\n"
                return (out, false, true)
            }
            let new = findings.filter { !$0.accepted }
            let accepted = findings.filter(\.accepted)
            if new.isEmpty && accepted.isEmpty { return (out + "/>\n", false, false) }
            out += ">\n"
            if !new.isEmpty {
                let message = "\(new.count) new audit finding\(new.count == 1 ? "" : "s")"
                out += "      <failure type=\"AuditFinding\" message=\"\(message)\">"
                out += escaped(new.map(\.text).joined(separator: "\n")) + "</failure>\n"
            }
            if !accepted.isEmpty {
                out += "      <system-out>\(escaped(accepted.map(\.text).joined(separator: "\n")))</system-out>\n"
            }
            return (out + "    </testcase>\n", !new.isEmpty, false)
        }
    }

    /// Text for an attribute value: `escaped`, with tab, line feed and carriage return as character
    /// references, which XML keeps (written as themselves, a parser turns each into a space: `a\tb` and `a b`
    /// were one name).
    static func attribute(_ s: String) -> String {
        var out = ""
        for c in escaped(s).unicodeScalars {
            switch c {
            case "\t": out += "&#9;"
            case "\n": out += "&#10;"
            case "\r": out += "&#13;"
            default: out.unicodeScalars.append(c)
            }
        }
        return out
    }

    /// `glass.golden` and the folders of a scene's name, `/` as `.`: `onboarding/welcome` is in
    /// `glass.golden.onboarding`, `one` in `glass.golden`.
    public static func className(_ name: String) -> String {
        let folders = name.split(separator: "/", omittingEmptySubsequences: false).dropLast()
        return (["glass", "golden"] + folders.map(String.init)).joined(separator: ".")
    }
}
