import Foundation
import GlassTesting
import Testing
import XCTest

let here = URL(fileURLWithPath: #filePath).deletingLastPathComponent()

/// Swift Testing: the inbox scene file against its golden (record with GLASS_RECORD=missing).
@Test func inboxMatchesItsGolden() {
    assertGlassSnapshot(
        of: here.appendingPathComponent("Scenes/inbox.json"), matching: here.appendingPathComponent("Goldens/inbox.png")
    )
}

/// The same scene in dark appearance, as `glass test --matrix` renders it, against `inbox[appearance=dark].png`
/// beside `inbox.png`: traits keyed and valued as on the command line.
@Test func inboxInDarkMatchesItsGolden() {
    assertGlassSnapshot(
        of: here.appendingPathComponent("Scenes/inbox.json"), matching: here.appendingPathComponent("Goldens/inbox.png"),
        traits: ["appearance": "dark"])
}

/// XCTest: a screen built in Swift, written to a scene file, against its golden.
final class SettingsSnapshotTests: XCTestCase {
    func testSettingsScreen() throws {
        let scene = SceneDocument(
            canvas: Canvas(height: 200, scale: 1), device: "iPhone 17 Pro",
            background: .color("systemGroupedBackground"),
            layers: [
                .shape(frame: [16, 120, 370, 52], corners: .radius(26), fill: "secondarySystemBackground"),
                .text("Wi-Fi", frame: [32, 120, 200, 52], style: "body", alignment: "leading"),
                .navigationBar(title: "Settings"), .statusBar,
            ])
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("settings-\(UUID().uuidString).json")
        try scene.write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        assertGlassSnapshot(of: url, matching: here.appendingPathComponent("Goldens/settings.png"))
    }
}
