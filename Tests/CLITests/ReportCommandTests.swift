import Foundation
import GlassVersion
import Testing

/// `glass test --only` and the HTML report in a real browser: the accept command it shows works, the
/// filter, the failures-only toggle, the zoom and the crop do what they say.
@Suite struct ReportCommandTests {
    static func scene(_ fill: String, at x: Int = 60) -> String {
        ##"{"canvas": {"width": 120, "height": 60, "scale": 1}, "background": "#FFFFFF", "layers": [{"type": "shape", "frame": [\##(x), 20, 10, 10], "fill": "\##(fill)"}]}"##
    }

    /// Scenes one, two and bars/tab recorded, then two and bars/tab changed and one's golden removed.
    static func failingSuite() throws -> URL {
        let dir = try GoldenCommandTests.suite()
        for name in ["one", "two", "bars/tab"] {
            try Data(scene("#FF0000").utf8).write(to: dir.appendingPathComponent("scenes/\(name).json"))
        }
        #expect(try CLI.run(["test", "scenes", "--goldens", "goldens", "--record", "missing"], in: dir).code == 0)
        try Data(scene("#0000FF").utf8).write(to: dir.appendingPathComponent("scenes/two.json"))
        try Data(scene("#FF0000", at: 20).utf8).write(to: dir.appendingPathComponent("scenes/bars/tab.json"))
        try FileManager.default.removeItem(at: dir.appendingPathComponent("goldens/one.png"))
        return dir
    }

    @Test func onlyRunsTheNamedScenesWithRecordAndShard() throws {
        let dir = try GoldenCommandTests.suite()
        defer { try? FileManager.default.removeItem(at: dir) }
        let r = try CLI.run(
            ["test", "scenes", "--goldens", "goldens", "--only", "two", "--only=bars/tab", "--record", "missing"],
            in: dir)
        #expect(r.code == 0 && r.stdout == "2 passed, 0 failed, 0 errors (2 recorded)\n", "\(r.stderr)")
        let goldens = dir.appendingPathComponent("goldens")
        #expect(FileManager.default.fileExists(atPath: goldens.appendingPathComponent("bars/tab.png").path))
        #expect(!FileManager.default.fileExists(atPath: goldens.appendingPathComponent("one.png").path))
        var ran = 0
        for i in 1...2 {
            let s = try CLI.run(
                ["test", "scenes", "--goldens", "goldens", "--only", "two", "--shard", "\(i)/2"], in: dir)
            #expect(s.code == 0, "\(s.stderr)")
            ran += s.stdout.hasPrefix("1 passed") ? 1 : 0
        }
        #expect(ran == 1, "the scene runs in its one shard")
        for (wrong, hint) in [
            ("tw", "; did you mean 'two'?"), ("bars/tab.json", "; did you mean 'bars/tab'?"), ("zzzzzz", ""),
        ] {
            let bad = try CLI.run(
                ["test", "scenes", "--goldens", "goldens", "--only", "one", "--only", wrong], in: dir)
            #expect(bad.code == 64 && bad.stdout.isEmpty)
            expectOneErrorLine(
                bad,
                contains:
                    "--only \(wrong) names no scene of the suite (a path relative to SCENES, without .json)\(hint) (see"
            )
        }
        #expect(try CLI.run(["test", "scenes", "--goldens", "goldens", "--only"], in: dir).code == 64)
        #expect(try CLI.run(["test", "--help"]).stdout.contains("--only NAME       only this scene"))
    }

    /// The accept command a report shows for a failure, run in a POSIX shell from the run's folder, records
    /// that one scene's golden and nothing else.
    @Test func theReportsAcceptCommandAcceptsThatOneScene() throws {
        let dir = try Self.failingSuite()
        defer { try? FileManager.default.removeItem(at: dir) }
        let run = try CLI.run(
            ["test", "scenes", "--goldens", "goldens", "--report", "r.html", "--junit", "j.xml"], in: dir)
        #expect(run.code == 1 && run.stdout == "0 passed, 3 failed, 0 errors\n", "\(run.stderr)")
        // Each scene's time is measured (in the worker): above 0, and the run's at least the longest.
        let junit = try String(contentsOf: dir.appendingPathComponent("j.xml"), encoding: .utf8)
        let times = junit.components(separatedBy: " time=\"").dropFirst().compactMap {
            Double($0.prefix { $0 != "\"" })
        }
        #expect(times.count == 5 && times.dropFirst(2).allSatisfy { $0 > 0 && $0 <= times[1] }, "\(times)")
        #expect(
            FileManager.default.fileExists(
                atPath: dir.appendingPathComponent(".glass-test-artifacts/one/actual.png").path),
            "a missing golden writes the new image")
        let html = try String(contentsOf: dir.appendingPathComponent("r.html"), encoding: .utf8)
        // The run's metadata names the binary by its version line (marked debug in a debug build).
        #if DEBUG
            let line = GlassVersion.line(debug: true)
        #else
            let line = GlassVersion.line(debug: false)
        #endif
        #expect(html.contains(line), "the report names glass --version's line")
        let commands = html.components(separatedBy: #"<code class="accept-command">"#).dropFirst().map {
            $0.components(separatedBy: "</code>")[0].replacingOccurrences(of: "&#39;", with: "'")
        }
        #expect(commands.count == 3)
        let two = try #require(commands.first { $0.contains("--only two ") })
        #expect(two == "glass test scenes --goldens goldens --only two --record failed")
        #expect(commands.contains("glass test scenes --goldens goldens --only one --record missing"))
        let shell = try CLI.runProcess(
            URL(fileURLWithPath: "/bin/sh"), ["-c", "glass() { \"$GLASS\" \"$@\"; }; " + two], in: dir,
            environment: ["GLASS": CLI.binary.path, "PATH": "/usr/bin:/bin"])
        #expect(shell.code == 0 && shell.stdout == "1 passed, 0 failed, 0 errors (1 recorded)\n", "\(shell.stderr)")
        let after = try CLI.run(["test", "scenes", "--goldens", "goldens"], in: dir)
        #expect(after.stdout == "1 passed, 2 failed, 0 errors\n")
    }

    /// The report in headless Chromium with a script of checks appended: they write their verdicts into the
    /// DOM Chromium dumps once the page has loaded.
    @Test func theReportWorksInChromium() throws {
        guard let chromium = Chromium.path else {
            Issue.record("chromium is not installed (apt-get install chromium); .ci/run installs it")
            return
        }
        let dir = try Self.failingSuite()
        defer { try? FileManager.default.removeItem(at: dir) }
        try Data(Self.scene("#FF0000").utf8).write(to: dir.appendingPathComponent("scenes/bars/tab.json"))
        _ = try CLI.run(["test", "scenes", "--goldens", "goldens", "--report", "r.html"], in: dir)
        let html = try String(contentsOf: dir.appendingPathComponent("r.html"), encoding: .utf8)
        // two's expected, actual and difference, and one's new image, which is two's expected: once each.
        #expect(html.components(separatedBy: "data:image/png").count - 1 == 3)
        let page = dir.appendingPathComponent("checked.html")
        try Data(html.replacingOccurrences(of: "</body>", with: "<script>\(Self.checks)</script></body>").utf8)
            .write(to: page)
        let dom = try Chromium.dumpDOM(chromium, page)
        let verdicts = dom.components(separatedBy: "data-checks=\"").dropFirst().first?.prefix { $0 != "\"" } ?? ""
        #expect(!verdicts.isEmpty, "the checks ran")
        for check in [
            "all:one,two,bars/tab", "failuresOnly:one,two", "filter:bars/tab", "filterNone:", "zoom:true",
            "accept:2", "crop:true", "swipeLabels:true",
        ] {
            #expect(verdicts.contains(" " + check + " "), "\(check) in \(verdicts)")
        }
    }

    /// The checks: which sections are visible after each control changes, the zoomed image's size, the
    /// accept commands, and whether the crop window holds every red pixel of the difference image.
    static let checks = """
        window.addEventListener('load',function(){
        var out=[''];function put(k,v){out.push(k+':'+v)}
        function shown(){return Array.prototype.filter.call(document.querySelectorAll('section.result'),
          function(s){return s.offsetParent!==null}).map(function(s){return s.getAttribute('data-name')}).sort(
          function(a,b){return ['one','two','bars/tab'].indexOf(a)-['one','two','bars/tab'].indexOf(b)}).join(',')}
        var f=document.getElementById('filter'),o=document.getElementById('failures-only');
        put('all',shown());o.checked=true;o.dispatchEvent(new Event('change'));put('failuresOnly',shown());
        o.checked=false;o.dispatchEvent(new Event('change'));f.value='TAB';f.dispatchEvent(new Event('input'));
        put('filter',shown());f.value='nothing';f.dispatchEvent(new Event('input'));put('filterNone',shown());
        f.value='';f.dispatchEvent(new Event('input'));
        var v=document.querySelector('section[data-name="two"] .viewer'),z=v.querySelector('.zoom');
        var img=v.querySelector('img.base'),before=img.getBoundingClientRect().width;
        z.value='4';z.dispatchEvent(new Event('change'));
        put('zoom',before===120&&img.getBoundingClientRect().width===480&&img.naturalWidth===120);
        put('accept',Array.prototype.filter.call(document.querySelectorAll('section.missing,section.failed'),
          function(s){var c=s.querySelector('.accept-command');return c&&c.textContent.indexOf('--only '+
          s.getAttribute('data-name')+' --record ')>0}).length);
        var crop=document.querySelector('section[data-name="two"] .crop'),w=+crop.getAttribute('data-width');
        var h=+crop.getAttribute('data-height'),x=+crop.getAttribute('data-x'),y=+crop.getAttribute('data-y');
        var d=crop.querySelectorAll('img')[2],win=d.parentNode;
        var c=document.createElement('canvas');c.width=d.naturalWidth;c.height=d.naturalHeight;
        var g=c.getContext('2d');g.drawImage(d,0,0);var p=g.getImageData(0,0,c.width,c.height).data,red=0,inside=0;
        for(var i=0;i<p.length;i+=4){if(p[i+1]===0&&p[i]>=64){red++;var px=(i/4)%c.width,py=Math.floor(i/4/c.width);
          if(px>=x&&px<x+w&&py>=y&&py<y+h)inside++}}
        put('crop',red>0&&red===inside&&w<120&&win.clientWidth===w&&win.clientHeight===h
          &&d.offsetLeft===-x&&d.offsetTop===-y);
        var s=document.querySelector('section[data-name="two"] .divider');
        put('swipeLabels',s.querySelector('.left').textContent==='expected'&&s.querySelector('.right').textContent==='actual'
          &&getComputedStyle(s).display==='block');
        out.push('');document.body.setAttribute('data-checks',out.join(' '));
        });
        """
}

/// Headless Chromium, when installed (CI installs Debian's `chromium`).
enum Chromium {
    static var path: String? {
        ["/usr/bin/chromium", "/usr/bin/chromium-browser"].first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// The document of `page` after its scripts ran and it loaded.
    static func dumpDOM(_ chromium: String, _ page: URL) throws -> String {
        let r = try CLI.runProcess(
            URL(fileURLWithPath: chromium),
            [
                "--headless", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--window-size=1200,900",
                "--dump-dom", "file://" + page.path,
            ])
        return r.stdout
    }
}
