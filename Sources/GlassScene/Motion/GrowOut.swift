/// Matched geometry: where glass that appears comes from. iOS 26 grows a menu out of the button it covers,
/// and a new shape in a glass container out of a shape within the container's spacing.
enum GrowOut {
    struct Glass {
        var frame: [Double]
        var radius: Double
    }

    /// Every glass of a lowered scene outside any glass's content, with its frame and corner radius.
    static func glass(in value: JSONValue) -> [Glass] {
        var out: [Glass] = []
        // Each value is visited once; glass content is not entered.
        func walk(_ v: JSONValue) {
            switch v {
            case .object(let m):
                if m.contains(where: { $0.key == "type" && $0.value == .string("glass") }) {
                    if let f = frame(m) { out.append(Glass(frame: f, radius: radius(m, f))) }
                    return
                }
                for x in m { walk(x.value) }
            case .array(let a): for x in a { walk(x) }
            default: break
            }
        }
        walk(value)
        return out
    }

    /// Whether two frames share any area.
    static func overlaps(_ a: [Double], _ b: [Double]) -> Bool {
        min(a[0] + a[2], b[0] + b[2]) > max(a[0], b[0]) && min(a[1] + a[3], b[1] + b[3]) > max(a[1], b[1])
    }

    static func frame(_ m: [(key: String, value: JSONValue)]) -> [Double]? {
        guard case .array(let f)? = m.first(where: { $0.key == "frame" })?.value, f.count == 4 else { return nil }
        let n = f.compactMap { if case .number(let x) = $0 { x } else { nil } }
        return n.count == 4 ? n : nil
    }

    /// The radius the glass's corners draw (a capsule: half its shorter side; a number as given; per-corner
    /// or concentric corners: their largest number, else the capsule's).
    static func radius(_ m: [(key: String, value: JSONValue)], _ f: [Double]) -> Double {
        switch m.first(where: { $0.key == "corners" })?.value {
        case .number(let r)?: return min(r, min(f[2], f[3]) / 2)
        case .object(let c)?:
            let radii = c.compactMap { if case .number(let x) = $0.value { x } else { nil } }
            return radii.max() ?? min(f[2], f[3]) / 2
        default: return min(f[2], f[3]) / 2
        }
    }

    /// The glass `own` grows out of: among `covered`, the largest it covers whole (a menu over its button);
    /// among `neighbours` (its container's glass in the earlier state), the one it overlaps most, else the
    /// nearest within the container's `spacing`.
    static func source(for own: [Double], covered: [Glass], neighbours: [Glass], spacing: Double) -> Glass? {
        let inside = covered.filter {
            $0.frame[0] >= own[0] && $0.frame[1] >= own[1] && $0.frame[0] + $0.frame[2] <= own[0] + own[2]
                && $0.frame[1] + $0.frame[3] <= own[1] + own[3]
        }
        if let largest = inside.max(by: { $0.frame[2] * $0.frame[3] < $1.frame[2] * $1.frame[3] }) { return largest }
        var best: (score: Double, glass: Glass)? = nil
        for g in neighbours {
            let f = g.frame
            let ox = min(own[0] + own[2], f[0] + f[2]) - max(own[0], f[0])
            let oy = min(own[1] + own[3], f[1] + f[3]) - max(own[1], f[1])
            // Overlap scores its area; a gap within the spacing scores below any overlap, nearer higher.
            guard ox > -spacing, oy > -spacing else { continue }
            let score = ox > 0 && oy > 0 ? ox * oy : min(ox, oy) - spacing
            if best == nil || score > best!.score { best = (score, g) }
        }
        return best?.glass
    }
}
