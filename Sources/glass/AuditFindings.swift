import GlassRender
import GlassScene

/// One finding of either audit in one render: a layer under its contrast minimum (`contrast`) or a layout
/// finding, at the user's JSON path, with the line that describes it.
struct AuditFinding: Equatable {
    var path: String
    /// `contrast` or a `LayoutFinding.Kind`'s name (`AuditBaseline.kinds`).
    var kind: String
    /// What is printed for it (without the render's traits).
    var line: String

    /// The findings of one render: its failing layers in drawing order, then its layout findings.
    static func of(layers: [LayerLegibility], layout: [LayoutFinding]) -> [AuditFinding] {
        layers.filter { !$0.pass }.map {
            AuditFinding(path: $0.source.path, kind: "contrast", line: AuditCommand.line($0))
        }
            + layout.map { AuditFinding(path: $0.path, kind: $0.kind.rawValue, line: line($0)) }
    }

    /// A layout finding's line: path, kind and what is wrong.
    static func line(_ f: LayoutFinding) -> String { "\(f.path)  \(f.kind.rawValue)  \(f.detail)" }
}

/// What a baseline says of a run's findings: which are accepted (and why), which are new, and which of its
/// entries no render of the run found any more.
struct AuditJudgement {
    let baseline: AuditBaseline?
    /// The traits of every render audited, and the scenes audited with them (`""`: `glass audit`'s one scene):
    /// an entry for other traits or scenes is neither matched nor stale.
    private(set) var audited: [String: Set<String>] = [:]
    private(set) var matched: Set<AuditBaseline.Key> = []
    private(set) var newCount = 0
    private(set) var acceptedCount = 0

    init(_ baseline: AuditBaseline?) { self.baseline = baseline }

    /// Judges `f` found under `traits` in `scene` (`""` for `glass audit`): the entry that accepts it, or nil
    /// when it is new (and fails).
    mutating func judge(_ f: AuditFinding, traits: String, scene: String = "") -> AuditBaseline.Entry? {
        audited(traits, scene: scene)
        let key = AuditBaseline.Key(scene: scene, path: f.path, kind: f.kind, traits: traits)
        if let entry = baseline?.entry(for: key) {
            matched.insert(entry.key)
            acceptedCount += 1
            return entry
        }
        newCount += 1
        return nil
    }

    /// Notes a render audited, with or without findings.
    mutating func audited(_ traits: String, scene: String = "") { audited[traits, default: []].insert(scene) }

    /// Whether an entry is for a render this run audited (an entry for any scene: any scene with its traits).
    func covers(_ e: AuditBaseline.Entry) -> Bool {
        guard let scenes = audited[e.traits] else { return false }
        return e.scene.map { scenes.contains($0) } ?? true
    }

    /// The baseline's entries for the audited renders that no finding matched, with their index in the file.
    var stale: [(index: Int, entry: AuditBaseline.Entry)] {
        (baseline?.entries ?? []).enumerated().filter { covers($0.element) && !matched.contains($0.element.key) }
            .map { ($0.offset, $0.element) }
    }

    /// A stale entry's line.
    static func staleLine(_ s: (index: Int, entry: AuditBaseline.Entry), file: String) -> String {
        let traits = s.entry.traits.isEmpty ? "" : " [\(s.entry.traits)]"
        let scene = s.entry.scene.map { "\($0): " } ?? ""
        return
            "stale: \(file): accepted[\(s.index)]: \(scene)\(s.entry.path)  \(s.entry.kind)\(traits) is no longer found"
    }

    /// The verdict printed after a finding: `FAIL`, or `accepted` with the entry's reason.
    static func verdict(_ entry: AuditBaseline.Entry?) -> String {
        guard let entry else { return "FAIL" }
        return entry.reason.map { "accepted (\($0))" } ?? "accepted"
    }

    /// The baseline `--update-baseline` writes: every finding of this run (`found`, by render, in order; a
    /// render's scene nil for `glass audit`), keeping the reason of an entry that accepted it, and the entries
    /// for renders this run did not audit; sorted by scene, traits, path and kind.
    static func updated(
        _ old: AuditBaseline?, found: [(scene: String?, traits: String, findings: [AuditFinding])]
    ) -> AuditBaseline {
        var judgement = AuditJudgement(old)
        for r in found { judgement.audited(r.traits, scene: r.scene ?? "") }
        var entries = (old?.entries ?? []).filter { !judgement.covers($0) }
        var seen = Set(entries.map(\.key))
        for (scene, traits, findings) in found {
            for f in findings {
                let key = AuditBaseline.Key(scene: scene ?? "", path: f.path, kind: f.kind, traits: traits)
                if !seen.insert(key).inserted { continue }
                entries.append(
                    AuditBaseline.Entry(
                        scene: scene, path: f.path, kind: f.kind, traits: traits, reason: old?.entry(for: key)?.reason))
            }
        }
        entries.sort { ($0.scene ?? "", $0.traits, $0.path, $0.kind) < ($1.scene ?? "", $1.traits, $1.path, $1.kind) }
        return AuditBaseline(entries: entries)
    }

    /// The baseline at `path`: nil without one; an empty one when `updating` and there is no file yet.
    static func load(_ path: String?, updating: Bool) throws(CLIError) -> AuditBaseline? {
        guard let path else { return nil }
        if updating && !Files.exists(path) { return AuditBaseline() }
        let bytes = try Files.read(path, limit: 64 << 20)
        do {
            return try AuditBaseline.parse(bytes, file: path)
        } catch {
            throw CLIError(error)
        }
    }

    /// Writes `baseline` to `path` (through the one safe-write layer) and prints what changed.
    static func write(_ baseline: AuditBaseline, to path: String, old: AuditBaseline?) throws(CLIError) {
        try Files.writeAtomically(Array(baseline.text().utf8), to: path)
        let before = Set((old?.entries ?? []).map(\.key))
        let after = Set(baseline.entries.map(\.key))
        print(
            printable(
                "baseline \(path): \(baseline.entries.count) entr\(baseline.entries.count == 1 ? "y" : "ies") (\(after.subtracting(before).count) added, \(before.subtracting(after).count) removed)"
            ))
    }
}
