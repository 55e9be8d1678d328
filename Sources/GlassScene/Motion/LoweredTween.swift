/// One frame between two states, made from their lowered scenes (primitive layers at absolute frames, so a
/// tab bar minimizing is its capsules and labels moving, never a tab bar that knows about time). Layers are
/// matched across the states by where they came from in the user's scene (their provenance: a user's layer,
/// or a component's part, with its kind and its place among its siblings of that origin); between matched
/// layers every number follows the progress (frames, corners, sizes, opacities, material figures) and every
/// hex colour too, while what cannot move (a text's string, a named colour) changes half-way. A layer only
/// in the later state materializes (glass) or fades in (anything else); one only in the earlier state
/// dematerializes or fades out.
struct LoweredTween {
    struct Side {
        let value: JSONValue
        let provenance: Provenance
    }
    let from: Side, to: Side
    /// The glass on screen in the earlier state (outside any glass's content), that appearing glass may grow
    /// out of.
    let fromGlass: [GrowOut.Glass]

    init(from: Side, to: Side) {
        self.from = from
        self.to = to
        fromGlass = GrowOut.glass(in: from.value)
    }

    /// How far the appearing and disappearing layers are, from `Materialize`.
    struct Presence {
        /// Appearing glass: its material (0…1) and scale; its content's opacity.
        var glassIn = 1.0, scaleIn = 1.0, contentIn = 1.0
        /// Disappearing glass: its material left and its content's opacity.
        var glassOut = 0.0, contentOut = 0.0
    }

    /// The scene `progress` of the way (the curve's value: a spring may overshoot 1 or undershoot 0).
    func frame(progress p: Double, presence: Presence) -> JSONValue {
        var walk = Walk(tween: self, p: p, presence: presence)
        return walk.mix(from.value, "", to.value, "")
    }

    /// Whether any layer appears or disappears between the states.
    var changesPresence: Bool {
        var walk = Walk(tween: self, p: 0.5, presence: Presence())
        _ = walk.mix(from.value, "", to.value, "")
        return walk.unmatched > 0
    }

    struct Walk {
        let tween: LoweredTween
        let p: Double
        let presence: Presence
        var unmatched = 0
        /// The glass container whose children are being mixed (its spacing, and its glass in the earlier state).
        var container: (spacing: Double, glass: [GrowOut.Glass])? = nil

        mutating func mix(_ a: JSONValue, _ aPath: String, _ b: JSONValue, _ bPath: String) -> JSONValue {
            switch (a, b) {
            case (.number(let x), .number(let y)): return .number(x + (y - x) * p)
            case (.string(let x), .string(let y)):
                if x == y { return b }
                if let cx = HexColor(x), let cy = HexColor(y) { return .string(cx.mixed(cy, p).hex) }
                return p < 0.5 ? a : b
            case (.array(let xs), .array(let ys)):
                if xs.contains(where: Self.isLayer) || ys.contains(where: Self.isLayer) {
                    return .array(layers(xs, aPath, ys, bPath))
                }
                guard xs.count == ys.count else { return p < 0.5 ? a : b }
                return .array(
                    xs.indices.map { mix(xs[$0], "\(aPath)[\($0)]", ys[$0], "\(bPath)[\($0)]") })
            case (.object(let xs), .object(let ys)):
                let saved = container
                defer { container = saved }
                if Self.type(b) == "glassContainer" {
                    let spacing = ys.first { $0.key == "spacing" }.flatMap {
                        if case .number(let s) = $0.value { s } else { nil }
                    }
                    container = (spacing ?? 0, GrowOut.glass(in: xs.first { $0.key == "children" }?.value ?? .null))
                } else if Self.type(b) == "glass" {
                    container = nil
                }
                let (xs1, ys1) = Self.comparablePress(xs, ys)
                let (xs2, ys2) = Self.comparableCorners(xs1, ys1)
                var out: [(key: String, value: JSONValue)] = []
                for m in ys2 {
                    if let other = xs2.first(where: { $0.key == m.key }) {
                        let mixed = mix(other.value, "\(aPath).\(m.key)", m.value, "\(bPath).\(m.key)")
                        out.append((m.key, Self.bounded(m.key, mixed, a: other.value, b: m.value)))
                    } else if p >= 0.5 {
                        out.append(m)
                    }
                }
                if p < 0.5 { for m in xs2 where !ys2.contains(where: { $0.key == m.key }) { out.append(m) } }
                return .object(out)
            default: return p < 0.5 ? a : b
            }
        }

        /// A spring overshoots its target: a mixed value kept where the scene's reader accepts it (an opacity
        /// in 0…1, a frame's size above 0, corners and sizes not negative, a line count whole).
        static func bounded(_ key: String, _ v: JSONValue, a: JSONValue, b: JSONValue) -> JSONValue {
            func clamp(_ lo: Double, _ hi: Double) -> JSONValue {
                guard case .number(let n) = v else { return v }
                return .number(min(hi, max(lo, n)))
            }
            switch key {
            case "opacity", "materialize", "fillOpacity", "shadowOpacity": return clamp(0, 1)
            case "press": return clamp(0, 1.5)
            case "corners", "blurRadius", "contentBlur", "spacing", "width", "topLeft", "topRight", "bottomLeft", "bottomRight":
                return clamp(0, .infinity)
            case "size": return clamp(1e-3, .infinity)
            case "saturation", "refraction", "highlight": return clamp(0, 10)
            case "lines":
                guard case .number(let n) = v else { return v }
                return .number(max(0, n.rounded()))
            case "frame":
                guard case .array(var f) = v, f.count == 4 else { return v }
                for k in 2...3 { if case .number(let n) = f[k] { f[k] = .number(max(1e-3, n)) } }
                return .array(f)
            default: return v
            }
        }

        static func isLayer(_ v: JSONValue) -> Bool {
            guard case .object(let m) = v else { return false }
            return m.contains { $0.key == "type" }
        }

        static func type(_ v: JSONValue) -> String {
            guard case .object(let m) = v, case .string(let t)? = m.first(where: { $0.key == "type" })?.value else {
                return ""
            }
            return t
        }

        /// Each layer's identity in its list: its origin in the user's scene, its kind, and its place among
        /// the layers of that origin and kind before it.
        func identities(_ items: [JSONValue], _ path: String, _ provenance: Provenance) -> [String] {
            var seen: [String: Int] = [:]
            return items.indices.map { i in
                let base = provenance.userPath("\(path)[\(i)]") + "|" + Self.type(items[i])
                let n = seen[base, default: 0]
                seen[base] = n + 1
                return "\(base)|\(n)"
            }
        }

        /// Two lists of layers merged: matched layers mixed in the later state's order, each layer only in the
        /// earlier state kept after the layer it followed there.
        mutating func layers(_ xs: [JSONValue], _ aPath: String, _ ys: [JSONValue], _ bPath: String) -> [JSONValue] {
            let aIDs = identities(xs, aPath, tween.from.provenance)
            let bIDs = identities(ys, bPath, tween.to.provenance)
            var aIndex: [String: Int] = [:]
            for (i, id) in aIDs.enumerated() { aIndex[id] = i }
            // Glass only in one state that overlaps glass only in the other, in the same list, is one glass
            // changing (a sheet's inset glass becoming its full-height one): paired in order, it morphs.
            var paired: [Int: Int] = [:]
            let matchedA = Set(bIDs.compactMap { aIndex[$0] })
            var freeA = xs.indices.filter { !matchedA.contains($0) && Self.type(xs[$0]) == "glass" }
            for (i, id) in bIDs.enumerated() where aIndex[id] == nil && Self.type(ys[i]) == "glass" {
                guard case .object(let bm) = ys[i], let bf = GrowOut.frame(bm) else { continue }
                if let k = freeA.firstIndex(where: {
                    guard case .object(let am) = xs[$0], let af = GrowOut.frame(am) else { return false }
                    return GrowOut.overlaps(af, bf)
                }) {
                    paired[i] = freeA.remove(at: k)
                }
            }
            let matchedInB = matchedA.union(paired.values)
            var out: [JSONValue] = []
            var nextA = 0
            func flushA(upTo end: Int, _ walk: inout Walk) {
                while nextA < end {
                    if !matchedInB.contains(nextA) {
                        walk.unmatched += 1
                        out.append(walk.leaving(xs[nextA]))
                    }
                    nextA += 1
                }
            }
            for (i, id) in bIDs.enumerated() {
                if let j = aIndex[id] ?? paired[i] {
                    flushA(upTo: j, &self)
                    if nextA == j { nextA = j + 1 }
                    out.append(mix(xs[j], "\(aPath)[\(j)]", ys[i], "\(bPath)[\(i)]"))
                } else {
                    unmatched += 1
                    out.append(
                        arriving(ys[i], inContent: bPath.hasSuffix(".content"), neighbours: container?.glass ?? []))
                }
            }
            flushA(upTo: xs.count, &self)
            return out
        }
    }
}
