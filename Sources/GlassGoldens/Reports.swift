import FoundationEssentials

/// Escapes text for HTML and XML. Control characters other than tab, line feed and carriage return (and
/// U+FFFE, U+FFFF) are not allowed in XML 1.0 even as character references, and are parse errors in HTML,
/// so they are shown as text instead (`\u{1B}`), as the command line shows them: a scene's name or error
/// can hold anything a file name can.
func escaped(_ s: String) -> String {
    var out = ""
    for u in s.unicodeScalars {
        switch u {
        case "&": out += "&amp;"
        case "<": out += "&lt;"
        case ">": out += "&gt;"
        case "\"": out += "&quot;"
        case "'": out += "&#39;"
        case "\t", "\n", "\r": out.unicodeScalars.append(u)
        case "\u{0}"..."\u{1F}", "\u{7F}"..."\u{9F}", "\u{FFFE}", "\u{FFFF}":
            out += "\\u{\(String(u.value, radix: 16, uppercase: true))}"
        default: out.unicodeScalars.append(u)
        }
    }
    return out
}

/// The order reports list results in: failures first, worst first (most differing pixels, then the largest
/// channel delta), then missing goldens and errors, then recorded and passed, each by name.
public func reportOrder(_ results: [GoldenResult]) -> [GoldenResult] {
    func rank(_ r: GoldenResult) -> Int {
        switch r.status {
        case .failed: 0
        case .missing, .error: 1
        case .recorded: 2
        case .passed: 3
        }
    }
    return results.sorted { a, b in
        if rank(a) != rank(b) { return rank(a) < rank(b) }
        let (da, db) = (a.difference?.differingPixels ?? 0, b.difference?.differingPixels ?? 0)
        if da != db { return da > db }
        let (ma, mb) = (a.difference?.maxChannelDelta ?? 0, b.difference?.maxChannelDelta ?? 0)
        if ma != mb { return ma > mb }
        return a.name < b.name
    }
}

/// JUnit XML as CI systems read it: one test case per scene, a failure with the figures and the paths of the
/// artifacts.
public enum JUnitReport {
    public static func xml(_ results: [GoldenResult], suite: String = "glass golden tests") -> String {
        let failures = results.filter { $0.status == .failed || $0.status == .missing }.count
        let errors = results.filter { $0.status == .error }.count
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        out += "<testsuites name=\"glass\" tests=\"\(results.count)\" failures=\"\(failures)\" errors=\"\(errors)\">\n"
        out +=
            "  <testsuite name=\"\(escaped(suite))\" tests=\"\(results.count)\" failures=\"\(failures)\" errors=\"\(errors)\" skipped=\"0\">\n"
        for r in results.sorted(by: { $0.name < $1.name }) {
            out +=
                "    <testcase classname=\"glass.golden\" name=\"\(escaped(r.name))\" file=\"\(escaped(r.scenePath))\""
            switch r.status {
            case .passed, .recorded:
                out += "/>\n"
            case .failed, .missing:
                var details = r.message
                if let d = r.difference { details += "\n" + d.report }
                if !r.artifacts.isEmpty { details += "\nartifacts: " + r.artifacts.joined(separator: " ") }
                out +=
                    ">\n      <failure type=\"\(r.status == .missing ? "MissingGolden" : "GoldenMismatch")\" message=\"\(escaped(r.message))\">\(escaped(details))</failure>\n    </testcase>\n"
            case .error:
                out +=
                    ">\n      <error type=\"SceneError\" message=\"\(escaped(r.message))\">\(escaped(r.message))</error>\n    </testcase>\n"
            }
        }
        out += "  </testsuite>\n</testsuites>\n"
        return out
    }
}

/// One self-contained HTML page (images inline, no network): failures first, worst first, each with its
/// figures, expected, actual and difference images, and a swipe / onion-skin view to compare in place.
public enum HTMLReport {
    public static func html(_ results: [GoldenResult], title: String = "glass golden tests") -> String {
        let ordered = reportOrder(results)
        let failed = ordered.filter { !$0.passed }
        var out = """
            <!DOCTYPE html>
            <html lang="en"><head><meta charset="utf-8"><title>\(escaped(title))</title>
            <style>
            body{font:14px -apple-system,system-ui,sans-serif;margin:24px;color:#1c1c1e}
            h1{font-size:22px} .summary{font-size:16px;margin-bottom:16px}
            .result{border:1px solid #d1d1d6;border-radius:12px;padding:16px;margin:16px 0}
            .failed{border-color:#ff3b30} .missing,.error{border-color:#ff9500}
            .name{font-weight:600;font-size:16px} .status{font-weight:600;text-transform:uppercase;font-size:12px}
            table.figures td{padding:2px 12px 2px 0} .images{display:flex;gap:12px;flex-wrap:wrap}
            .images figure{margin:0} .images img{max-width:320px;border:1px solid #e5e5ea}
            .compare{position:relative;display:inline-block;margin-top:12px}
            .compare img{display:block;max-width:480px} .compare .top{position:absolute;left:0;top:0}
            .passed-list{color:#3a3a3c}
            </style></head><body>
            <h1>\(escaped(title))</h1>
            <p class="summary" id="summary">\(results.count - failed.count) passed, \(failed.count) failed</p>

            """
        for (i, r) in failed.enumerated() {
            out += "<section class=\"result \(r.status.rawValue)\" data-name=\"\(escaped(r.name))\">\n"
            out += "<div class=\"status\">\(r.status.rawValue)</div><div class=\"name\">\(escaped(r.name))</div>\n"
            out += "<p>\(escaped(r.message))</p>\n"
            if let d = r.difference {
                out += "<table class=\"figures\"><tr><td>max channel delta</td><td>\(d.maxChannelDelta)</td></tr>"
                out += "<tr><td>differing pixels</td><td>\(d.differingPixels) of \(d.pixelCount)</td></tr>"
                out += "<tr><td>PSNR</td><td>\(d.psnr.isInfinite ? "inf" : GoldenCheck.format(d.psnr, 2)) dB</td></tr>"
                out += "<tr><td>SSIM</td><td>\(GoldenCheck.format(d.ssim, 5))</td></tr></table>\n"
            }
            if !r.artifacts.isEmpty { out += "<p>artifacts: \(r.artifacts.map(escaped).joined(separator: ", "))</p>\n" }
            out += "<div class=\"images\">"
            for (label, png) in [("expected", r.expectedPNG), ("actual", r.actualPNG), ("difference", r.diffPNG)]
            where !png.isEmpty {
                out +=
                    "<figure><figcaption>\(label)</figcaption><img alt=\"\(label)\" src=\"\(dataURI(png))\"></figure>"
            }
            out += "</div>\n"
            if !r.expectedPNG.isEmpty && !r.actualPNG.isEmpty {
                out += """
                    <div>compare: <select id="mode\(i)" onchange="update(\(i))"><option value="swipe">swipe</option><option value="onion">onion skin</option></select>
                    <input type="range" id="pos\(i)" min="0" max="100" value="50" oninput="update(\(i))"></div>
                    <div class="compare"><img alt="expected" src="\(dataURI(r.expectedPNG))"><img class="top" id="top\(i)" alt="actual" src="\(dataURI(r.actualPNG))"></div>

                    """
            }
            out += "</section>\n"
        }
        let passed = ordered.filter(\.passed)
        if !passed.isEmpty {
            out += "<h2>Passed</h2><ul class=\"passed-list\">"
            for r in passed { out += "<li>\(escaped(r.name))\(r.status == .recorded ? " (recorded)" : "")</li>" }
            out += "</ul>\n"
        }
        out += """
            <script>
            function update(i){var m=document.getElementById('mode'+i).value,p=document.getElementById('pos'+i).value,t=document.getElementById('top'+i);
            if(m==='swipe'){t.style.opacity=1;t.style.clipPath='inset(0 0 0 '+p+'%)'}else{t.style.clipPath='none';t.style.opacity=p/100}}
            document.querySelectorAll('input[type=range]').forEach(function(e){update(e.id.slice(3))});
            </script>
            </body></html>

            """
        return out
    }

    static func dataURI(_ png: [UInt8]) -> String { "data:image/png;base64," + Data(png).base64EncodedString() }
}
