import GlassRender
import GlassScene

/// `glass audit --json`: every figure of every render, its layout findings, and the baseline's stale entries.
extension AuditCommand {
    /// The file's text: `{"layers": …, "findings": …}`, or `{"renders": [{"traits", "layers", "findings"}]}`
    /// under `--matrix`; `"stale"` after them when a baseline has stale entries.
    static func jsonText(_ audited: [Audited], named: Bool, stale: [(index: Int, entry: AuditBaseline.Entry)])
        -> String
    {
        func render(_ r: Audited) -> [(key: String, value: JSONValue)] {
            [("layers", json(r.layers, r)), ("findings", json(r.layout, r))]
        }
        var members: [(key: String, value: JSONValue)]
        if named {
            let renders: [JSONValue] = audited.map { r in
                .object([("traits", .string(r.traits.description))] + render(r))
            }
            members = [("renders", .array(renders))]
        } else {
            members = render(audited[0])
        }
        members += staleJSON(stale)
        return JSONWriter.write(.object(members))
    }

    /// The stale baseline entries, as the JSON's `stale` member (none without a baseline).
    static func staleJSON(_ stale: [(index: Int, entry: AuditBaseline.Entry)]) -> [(key: String, value: JSONValue)] {
        if stale.isEmpty { return [] }
        return [
            (
                "stale",
                .array(
                    stale.map {
                        .object([
                            ("index", .number(Double($0.index))), ("path", .string($0.entry.path)),
                            ("kind", .string($0.entry.kind)), ("traits", .string($0.entry.traits)),
                        ])
                    })
            )
        ]
    }

    /// Every figure of `layers`, a JSON array (`{"layers": [...]}` holds it).
    static func json(_ layers: [LayerLegibility], _ render: Audited) -> JSONValue {
        .array(
            layers.map { l in
                let b = l.inkBounds
                let entry = l.pass ? nil : render.entry("contrast", l.source.path)
                let fields: [(key: String, value: JSONValue)] = [
                    ("path", .string(l.source.path)), ("kind", .string(l.source.kind.rawValue)),
                    ("sizePt", .number(l.source.sizePt)), ("weight", .number(Double(l.source.weight))),
                    ("contrast", l.contrast.map { .number($0) } ?? .null),
                    ("apcaLc", l.apcaLc.map { .number($0) } ?? .null), ("required", .number(l.required)),
                    ("pass", .bool(l.pass)), ("inkPixels", .number(Double(l.inkPixels))),
                    ("inkBoundsPx", .array([b.x, b.y, b.width, b.height].map { .number(Double($0)) })),
                    ("backgroundEstimated", .bool(l.backgroundEstimated)),
                ]
                return .object(fields + accepted(entry))
            })
    }

    /// Every layout finding of a render, a JSON array (`"findings"`).
    static func json(_ findings: [LayoutFinding], _ render: Audited) -> JSONValue {
        .array(
            findings.map { f in
                let b = f.boundsPx
                let fields: [(key: String, value: JSONValue)] = [
                    ("path", .string(f.path)), ("kind", .string(f.kind.rawValue)), ("detail", .string(f.detail)),
                    ("boundsPx", .array([b.x, b.y, b.width, b.height].map { .number(Double($0)) })),
                ]
                return .object(fields + accepted(render.entry(f.kind.rawValue, f.path)))
            })
    }

    /// `"accepted"` and `"reason"` when a baseline accepted the finding.
    static func accepted(_ entry: AuditBaseline.Entry?) -> [(key: String, value: JSONValue)] {
        guard let entry else { return [] }
        return [("accepted", .bool(true))] + (entry.reason.map { [("reason", .string($0))] } ?? [])
    }
}
