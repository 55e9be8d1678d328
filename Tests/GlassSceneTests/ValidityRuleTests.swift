import Foundation
import Testing

@testable import GlassScene

/// One validity rule: a scene is refused on every device, orientation, design and layout direction, or on
/// none. What a device or design does not draw (a tab bar's accessory on an iPad or before iOS 26, a split
/// view's hidden columns on an iPhone) is checked as strictly as what it draws; only the room a screen has
/// may differ, and no scene here runs out of it.
///
/// The components are those the lowering knows (`Lowering.componentTypes`), each with the examples the
/// repository's scenes hold, so a new component is covered as soon as a scene shows it (and fails
/// `everyComponentHasAnExample` until one does). Each example is tried as written; with a bad child in each
/// key the schema says holds layers (created where the example lacks it); with every component's example
/// in each of those keys; with an unknown key; and with each of its own keys given a wrong value. Each
/// variant is resolved (lowered and checked, never rendered) on a sample of the 80 screens (9 devices and a
/// bare canvas × 2 orientations × 2 designs × 2 directions) that meets every value of every axis, drawn
/// afresh each run (a failure prints its seed; `GLASS_VALIDITY_SEED=N` draws it again); the long lane
/// (`tools/test --full`) or `GLASS_VALIDITY_ALL=1`
/// tries every screen. Every refusal also names a path that exists in the JSON the user wrote.
@Suite struct ValidityRuleTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    static let scenes = root.appendingPathComponent("scenes")

    /// One screen: a device (nil: a bare canvas), orientation, design and layout direction.
    struct Screen: CustomStringConvertible {
        var device: String?
        var orientation: String, design: String, direction: String
        var description: String { "\(device ?? "canvas") \(orientation) \(design) \(direction)" }

        static let devices: [String?] = Device.all.map(\.name) + [nil]
        static let orientations = Orientation.allCases.map(\.rawValue)
        static let designs = Design.allCases.map(\.rawValue)
        static let directions = ["leftToRight", "rightToLeft"]

        static var all: [Screen] {
            devices.flatMap { d in
                orientations.flatMap { o in
                    designs.flatMap { g in
                        directions.map { Screen(device: d, orientation: o, design: g, direction: $0) }
                    }
                }
            }
        }

        /// `all`, or a sample of 10 that meets every device once and every other value at least twice, each
        /// axis turned by its own draw from `rng`.
        static func sample(_ rng: inout SeededGenerator) -> [Screen] {
            if FullSuite.isOn || ProcessInfo.processInfo.environment["GLASS_VALIDITY_ALL"] == "1" { return all }
            let (o, g, r) = (Int(rng.next() % 2), Int(rng.next() % 2), Int(rng.next() % 2))
            let shift = Int(rng.next() % UInt64(devices.count))
            return devices.indices.map { i in
                Screen(
                    device: devices[(i + shift) % devices.count], orientation: orientations[(i + o) % 2],
                    design: designs[(i / 2 + g) % 2], direction: directions[(i / 4 + r) % 2])
            }
        }

        /// Four of a 10-screen `sample` that still meet both values of every axis but the device; all of `all`.
        static func four(_ screens: [Screen]) -> [Screen] {
            screens.count > 10 ? screens : [0, 3, 5, 6].map { screens[$0] }
        }

        /// A scene of `layers` on this screen.
        func scene(_ layers: [JSONValue]) -> JSONValue {
            var members: [(key: String, value: JSONValue)] = []
            if let device {
                members.append(("device", .string(device)))
            } else {
                members.append(
                    (
                        "canvas",
                        JSONValue.object([("width", .number(402)), ("height", .number(874)), ("scale", .number(2))])
                    ))
            }
            members += [
                ("orientation", .string(orientation)), ("design", .string(design)),
                ("settings", JSONValue.object([("layoutDirection", .string(direction))])), ("layers", .array(layers)),
            ]
            return .object(members)
        }
    }

    /// The seed of this run's draw: the clock, unless `GLASS_VALIDITY_SEED` is set (the failures print it).
    static func seeded() -> (SeededGenerator, UInt64) {
        let seed =
            ProcessInfo.processInfo.environment["GLASS_VALIDITY_SEED"].flatMap { UInt64($0) }
            ?? UInt64(Date().timeIntervalSince1970 * 1000)
        return (SeededGenerator(state: seed), seed)
    }

    /// The result of resolving `scene`: nil when it resolves, else the error.
    static func outcome(_ scene: JSONValue) -> SceneError? {
        do {
            _ = try SceneLoader.resolve(
                bytes: Array(JSONWriter.write(scene).utf8), file: "test.json", directory: scenes.path)
            return nil
        } catch {
            return error
        }
    }

    /// Resolves `layers` on each of `screens`: refused on all or on none, each refusal at a path the user wrote.
    static func expectOneVerdict(
        _ what: String, _ layers: [JSONValue], on screens: [Screen], seed: UInt64,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        var refused: [(Screen, SceneError)] = []
        var accepted: [Screen] = []
        for screen in screens {
            let scene = screen.scene(layers)
            if let error = outcome(scene) {
                refused.append((screen, error))
                #expect(
                    UserPaths.exists(error.path, in: scene),
                    "\(what) on \(screen): \(error) names no path the user wrote",
                    sourceLocation: sourceLocation)
            } else {
                accepted.append(screen)
            }
        }
        if !refused.isEmpty && !accepted.isEmpty {
            Issue.record(
                "\(what): accepted on \(accepted[0]) but refused on \(refused[0].0): \(refused[0].1) (seed \(seed))",
                sourceLocation: sourceLocation)
        }
    }

    @Test func everyComponentHasAnExample() {
        let found = Examples.harvest(Self.scenes)
        for type in Lowering.componentTypes {
            #expect(found[type]?.isEmpty == false, "no scene in scenes/ shows a \(type): add one")
        }
        #expect(!Examples.contentPaths(Self.root).isEmpty)
    }

    @Test(arguments: Lowering.componentTypes)
    func everyComponentIsRefusedEverywhereOrNowhere(type: String) throws {
        var (rng, seed) = Self.seeded()
        seed &+= UInt64(Lowering.componentTypes.firstIndex(of: type)!)
        rng.state = seed
        let examples = Examples.harvest(Self.scenes)
        let variants = Examples.variants(of: type, examples, contentPaths: Examples.contentPaths(Self.root))
        try #require(variants.count > 1)
        for (what, layer, nested) in variants {
            let screens = Screen.sample(&rng)
            // Another component nested in this one: 4 of the 10, which still meet both values of every axis
            // but the device (the example itself, and with each bad child, meets every value).
            Self.expectOneVerdict(what, [layer], on: nested ? Screen.four(screens) : screens, seed: seed)
        }
    }

    /// Every repository scene under every device, orientation, design and direction: each resolves there (the
    /// scenes are valid, so "everywhere or nowhere" is "everywhere"), on four screens a scene that meet both
    /// values of every axis but the device, the devices turning from scene to scene (`GLASS_VALIDITY_ALL=1`:
    /// every device screen).
    @Test func everyRepositorySceneIsAcceptedEverywhere() throws {
        var (rng, seed) = Self.seeded()
        let names = try FileManager.default.contentsOfDirectory(atPath: Self.scenes.path).filter {
            $0.hasSuffix(".json")
        }
        .sorted()
        try #require(names.count > 50)
        for name in names {
            let bytes = try [UInt8](Data(contentsOf: Self.scenes.appendingPathComponent(name)))
            // A scene that sets its own canvas size keeps it on every device: turning it would give a strip
            // such as 402 × 60 pt the side safe areas of a phone on its side, which no screen has.
            let ownSize = String(decoding: bytes, as: UTF8.self).contains("\"width\"")
            let screens = Screen.sample(&rng)
            for screen in Screen.four(screens) where screen.device != nil {
                var o = SceneOverrides()
                try o.set("device", screen.device!)
                if !ownSize { try o.set("orientation", screen.orientation) }
                try o.set("design", screen.design)
                try o.set("layoutDirection", screen.direction)
                do {
                    _ = try SceneLoader.resolve(bytes: bytes, file: name, directory: Self.scenes.path, overrides: o)
                } catch {
                    Issue.record("\(name) on \(screen): \(error) (seed \(seed))")
                }
            }
        }
    }
}
