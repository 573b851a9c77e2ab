import Foundation
import Rendering
import PlaygroundHost

/// When golden images are (re)written, after swift-snapshot-testing's modes, from `$SNAPSHOT_TESTING_RECORD`.
///
/// ```swift
/// try tester.assertGolden(named: "open", record: .all)   // rewrite this golden once, then look at it
/// // or for the whole suite: SNAPSHOT_TESTING_RECORD=all swift test
/// ```
public enum RecordMode: String, Sendable {
    /// Write every reference, failing nothing (`make screenshots`).
    case all
    /// Rewrite references that no longer match (the test still fails).
    case failed
    /// Write missing references (the test fails so a new golden is never taken silently). The default.
    case missing
    /// Never write.
    case never

    /// The mode `$SNAPSHOT_TESTING_RECORD` asks for (`missing` when unset).
    public static var current: RecordMode {
        ProcessInfo.processInfo.environment["SNAPSHOT_TESTING_RECORD"].flatMap(RecordMode.init(rawValue:)) ?? .missing
    }
}

/// A golden image did not match (or was missing); names the reference and the images written beside it.
///
/// ```swift
/// do { try tester.assertGolden(named: "open") }
/// catch let mismatch as GoldenMismatch { print(mismatch.files) }   // the actual, expected and diff PNGs
/// ```
public struct GoldenMismatch: Error, CustomStringConvertible {
    public let description: String
    /// The files written for the failure: actual, expected and diff (those that apply).
    public let files: [String]
}

/// Where the golden image `name` of a test lives: `__Snapshots__/<TestFile>/<test>.<name>.png` beside the
/// test file.
///
/// ```swift
/// let place = GoldenLocation(name: "open", file: "/src/Tests/CardTests.swift", function: "opens()")
/// place.reference      // "/src/Tests/__Snapshots__/CardTests/opens.open.png"
/// place.diff           // "/src/Tests/__Snapshots__/CardTests/opens.open.diff.png"
/// ```
public struct GoldenLocation {
    /// The reference PNG.
    public let reference: String
    /// `<…>.actual.png`, `<…>.expected.png` and `<…>.diff.png`, written when a comparison fails.
    public let actual: String, expected: String, diff: String

    public init(name: String, file: String, function: String) {
        let testFile = URL(fileURLWithPath: file)
        let folder = testFile.deletingLastPathComponent().appendingPathComponent("__Snapshots__")
            .appendingPathComponent(testFile.deletingPathExtension().lastPathComponent)
        let test = function.replacingOccurrences(of: "()", with: "").filter { $0.isLetter || $0.isNumber || $0 == "_" }
        let base = folder.appendingPathComponent("\(test).\(name)").path
        reference = base + ".png"
        actual = base + ".actual.png"
        expected = base + ".expected.png"
        diff = base + ".diff.png"
    }
}

/// Compares `image` with its golden PNG `__Snapshots__/<TestFile>/<test>.<name>.png` beside the test file,
/// with the perceptual diff (pixelmatch at `threshold`), allowing `tolerance` (a ratio of differing pixels).
///
/// ```swift
/// @Test func cardSpringsBack() throws {
///     let tester = try SceneTester(CardScene.self)
///     tester.drag(from: CGPoint(x: 400, y: 300), to: CGPoint(x: 600, y: 300))
///     tester.pump(seconds: 0.1)
///     try assertGolden(tester.frame(), named: "mid-spring")
/// }
/// ```
///
/// On a mismatch it writes `<…>.actual.png`, `<…>.expected.png` and `<…>.diff.png` beside the reference and
/// throws naming them. A missing reference is recorded and the test fails once, so a new golden is looked at
/// before it is trusted. Works with Swift Testing and XCTest (it throws).
public func assertGolden(_ image: Framebuffer, named name: String, tolerance: Double = 0.0005,
                         threshold: Double = 0.1, record mode: RecordMode = .current,
                         file: String = #filePath, function: String = #function) throws {
    let place = GoldenLocation(name: name, file: file, function: function)
    for stale in [place.actual, place.expected, place.diff] { try? FileManager.default.removeItem(atPath: stale) }
    let folder = (place.reference as NSString).deletingLastPathComponent
    func record() throws {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try PNGOutput.write(image, to: place.reference)
    }
    let exists = FileManager.default.fileExists(atPath: place.reference)
    if mode == .all { try record(); return }
    guard exists else {
        if mode == .missing {
            try record()
            throw GoldenMismatch(description: "no golden image was found; recorded \(place.reference) — look at it, then run again",
                                 files: [place.reference])
        }
        throw GoldenMismatch(description: "missing golden image \(place.reference) (record with SNAPSHOT_TESTING_RECORD=missing)",
                             files: [])
    }
    let expected = try Framebuffer.load(png: place.reference, scale: image.scale)
    guard let result = PixelMatch(threshold: threshold).compare(expected, image) else {
        try PNGOutput.write(image, to: place.actual)
        try PNGOutput.write(expected, to: place.expected)
        if mode == .failed { try record() }
        throw GoldenMismatch(
            description: "size \(image.width)×\(image.height) differs from the golden's \(expected.width)×\(expected.height): expected \(place.expected), actual \(place.actual)",
            files: [place.actual, place.expected])
    }
    guard result.ratio <= tolerance else {
        try PNGOutput.write(image, to: place.actual)
        try PNGOutput.write(expected, to: place.expected)
        try PNGOutput.write(result.diffImage, to: place.diff)
        if mode == .failed { try record() }
        throw GoldenMismatch(description: String(
            format: "%d pixels (%.3f%%) differ from the golden image, more than the %.3f%% allowed: expected %@, actual %@, diff %@",
            result.differing, result.ratio * 100, tolerance * 100, place.expected, place.actual, place.diff),
            files: [place.actual, place.expected, place.diff])
    }
}
