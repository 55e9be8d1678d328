import FoundationEssentials
import GlassPNG

/// One self-contained HTML page (no network, no external asset): the run's counts and metadata, a filter by
/// name and a failures-only toggle, then every scene, failures first and worst first. A failure shows its
/// figures, its duration, the command that accepts its change, a crop of the changed region with expected,
/// actual and difference at 1:1, and a full-resolution viewer with zoom, pan, a labelled swipe divider and
/// an onion skin. Passed and recorded scenes are listed without images.
///
/// Each image is embedded once, as one data URI in a table the page's script reads; every place that shows
/// it (crop, viewer) is an `<img data-image="KEY">` the script points at that entry.
public enum HTMLReport {
    public static func html(
        _ results: [GoldenResult], title: String = "glass golden tests", metadata: RunMetadata = RunMetadata()
    ) -> String {
        var images = ImageTable()
        var out = """
            <!DOCTYPE html>
            <html lang="en"><head><meta charset="utf-8"><title>\(escaped(title))</title>
            <style>\(HTMLReportAssets.css)</style></head><body>
            <h1>\(escaped(title))</h1>
            <p class="summary" id="summary">\(escaped(summaryLine(results)))</p>
            \(metadataTable(metadata, count: results.count))
            <div class="controls"><input id="filter" type="search" placeholder="filter by name" autocomplete="off">
            <label><input type="checkbox" id="failures-only"> failures only</label> <span id="shown"></span></div>

            """
        for (index, r) in reportOrder(results).enumerated() {
            out += section(r, index: index, metadata: metadata, images: &images)
        }
        out += "<script>const IMAGES={\(images.entries.joined(separator: ",\n"))};</script>\n"
        out += "<script>\(HTMLReportAssets.script)</script>\n</body></html>\n"
        return out
    }

    static func metadataTable(_ m: RunMetadata, count: Int) -> String {
        let machine = [m.host, m.system, m.machine].filter { !$0.isEmpty }.joined(separator: " · ")
        let rows = [
            ("glass", m.version), ("machine", machine + (m.processors > 0 ? " · \(m.processors) CPUs" : "")),
            ("started", m.startedUTC), ("threads", String(m.threads)), ("folder", m.workingDirectory),
            ("duration", "\(secondsText(m.seconds)) s for \(count) scene\(count == 1 ? "" : "s")"),
        ]
        return "<table class=\"meta\" id=\"metadata\">"
            + rows.map { "<tr><th>\($0.0)</th><td>\(escaped($0.1))</td></tr>" }.joined() + "</table>"
    }

    static func section(_ r: GoldenResult, index i: Int, metadata: RunMetadata, images: inout ImageTable) -> String {
        let status = r.status.rawValue
        var out = "<section class=\"result \(status)\" id=\"r\(i)\" data-name=\"\(escaped(r.name))\">\n"
        out += "<div class=\"head\"><span class=\"status\">\(status)</span> <span class=\"name\">\(escaped(r.name))"
        out += "</span> <span class=\"time\">\(secondsText(r.seconds)) s</span></div>\n"
        out += auditList(metadata.audit?[r.name], audited: metadata.audit != nil)
        if r.status == .passed { return out + "</section>\n" }
        out += "<p class=\"message\">\(escaped(r.message))</p>\n"
        // A recorded scene passed: its message says where the golden went, without images (a suite recorded
        // anew would otherwise hold every image).
        if r.status == .recorded { return out + "</section>\n" }
        if let d = r.difference, r.status == .failed {
            out += "<table class=\"figures\"><tr><td>max channel delta</td><td>\(d.maxChannelDelta)</td></tr>"
            out += "<tr><td>differing pixels</td><td>\(d.differingPixels) of \(d.pixelCount)</td></tr>"
            out += "<tr><td>PSNR</td><td>\(d.psnr.isInfinite ? "inf" : GoldenCheck.format(d.psnr, 2)) dB</td></tr>"
            out += "<tr><td>SSIM</td><td>\(GoldenCheck.format(d.ssim, 5))</td></tr></table>\n"
        }
        if let command = metadata.acceptCommand(for: r) {
            out += "<div class=\"accept\">accept this change: <code class=\"accept-command\">\(escaped(command))"
            out += "</code> <button type=\"button\" class=\"copy\">copy</button></div>\n"
        }
        if !r.artifacts.isEmpty {
            out += "<p class=\"artifacts\">artifacts: \(r.artifacts.map(escaped).joined(separator: ", "))</p>\n"
        }
        let expected = images.key(r.expectedPNG)
        let actual = images.key(r.actualPNG)
        let diff = images.key(r.diffPNG)
        if let region = r.changedRegion {
            out += crop(region, [("expected", expected), ("actual", actual), ("difference", diff)])
        }
        out += viewer(r, expected: expected, actual: actual, diff: diff)
        return out + "</section>\n"
    }

    /// A render's audit findings (`glass test --audit`): a line each, new ones marked `FAIL`, accepted ones with
    /// the baseline's reason; "no audit findings" when it had none, "not audited" when it could not be.
    static func auditList(_ findings: [AuditReportFinding]?, audited: Bool) -> String {
        guard audited else { return "" }
        guard let findings else { return "<p class=\"audit none\">audit: not audited</p>\n" }
        if findings.isEmpty { return "<p class=\"audit none\">audit: no findings</p>\n" }
        let new = findings.filter { !$0.accepted }.count
        var out =
            "<div class=\"audit\"><p>audit: \(findings.count) finding\(findings.count == 1 ? "" : "s"), \(new) new</p><ul>"
        for f in findings {
            out += "<li class=\"\(f.accepted ? "accepted" : "new")\">\(escaped(f.text))</li>"
        }
        return out + "</ul></div>\n"
    }

    /// The changed region of each image at 1:1: a window of the region's size onto the whole image.
    static func crop(_ g: ChangedRegion, _ panels: [(String, String?)]) -> String {
        var out = "<div class=\"crop\" data-x=\"\(g.x)\" data-y=\"\(g.y)\" data-width=\"\(g.width)\""
        out += " data-height=\"\(g.height)\"><div class=\"crop-title\">changed region: \(g.width)×\(g.height) px"
        out += " at (\(g.x), \(g.y)), 1:1</div>"
        for case (let label, let key?) in panels {
            out += "<figure><figcaption>\(label)</figcaption>"
            out += "<div class=\"window\" style=\"width:\(g.width)px;height:\(g.height)px\">"
            out += "<img alt=\"\(label), changed region\" data-image=\"\(key)\" style=\"left:-\(g.x)px;top:-\(g.y)px\">"
            out += "</div></figure>"
        }
        return out + "</div>\n"
    }

    /// The full-resolution viewer: modes the images allow, a zoom, a slider for the swipe and onion skin.
    static func viewer(_ r: GoldenResult, expected: String?, actual: String?, diff: String?) -> String {
        guard let size = PNGCodec.headerSize(r.actualPNG) ?? PNGCodec.headerSize(r.expectedPNG) else { return "" }
        let sameSize =
            expected != nil && actual != nil && PNGCodec.headerSize(r.expectedPNG).map { $0 == size } == true
        var modes: [(String, String)] = []
        if sameSize { modes += [("swipe", "swipe"), ("onion", "onion skin")] }
        if expected != nil { modes.append(("expected", "expected")) }
        if actual != nil { modes.append((("actual", r.status == .missing ? "new image" : "actual"))) }
        if diff != nil { modes.append(("diff", "difference")) }
        var out = "<div class=\"viewer\" data-width=\"\(size.width)\" data-height=\"\(size.height)\""
        for (name, key) in [("expected", expected), ("actual", actual), ("diff", diff)] {
            if let key { out += " data-\(name)=\"\(key)\"" }
        }
        out += "><div class=\"tools\"><select class=\"mode\" aria-label=\"view\">"
        out += modes.map { "<option value=\"\($0.0)\">\($0.1)</option>" }.joined() + "</select> zoom "
        out += "<select class=\"zoom\" aria-label=\"zoom\"><option value=\"fit\">fit</option>"
        for (value, label) in [
            ("0.25", "25%"), ("0.5", "50%"), ("1", "100%"), ("2", "200%"), ("4", "400%"), ("8", "800%"),
        ] {
            out += "<option value=\"\(value)\">\(label)</option>"
        }
        out +=
            "</select> <input type=\"range\" class=\"position\" min=\"0\" max=\"100\" value=\"50\" aria-label=\"divider\">"
        out += " <span class=\"size\">\(size.width)×\(size.height) px</span></div>"
        out += "<div class=\"pan\"><div class=\"stage\"><img class=\"base\" alt=\"\"><img class=\"top\" alt=\"\">"
        out += "<div class=\"divider\"><span class=\"left\">expected</span><span class=\"right\">actual</span></div>"
        return out + "</div></div></div>\n"
    }
}

/// The images of a report, each once: a key per distinct PNG and its data URI.
struct ImageTable {
    private var keys: [[UInt8]: String] = [:]
    private(set) var entries: [String] = []

    /// The key of `png` in the table, adding it; nil for no image.
    mutating func key(_ png: [UInt8]) -> String? {
        if png.isEmpty { return nil }
        if let k = keys[png] { return k }
        let k = "i\(entries.count)"
        keys[png] = k
        entries.append("\(k):\"data:image/png;base64,\(Data(png).base64EncodedString())\"")
        return k
    }
}
