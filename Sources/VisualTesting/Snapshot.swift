import Foundation
import Rendering

/// When references are (re)written, after swift-snapshot-testing's modes, from $SNAPSHOT_TESTING_RECORD.
public enum SnapshotRecordMode: String {
    /// Write every reference, failing nothing (`make screenshots`).
    case all
    /// Rewrite references that no longer match (the test still fails).
    case failed
    /// Write missing references (the test fails so a new golden is never taken silently). The default.
    case missing
    /// Never write.
    case never

    public static var current: SnapshotRecordMode {
        ProcessInfo.processInfo.environment["SNAPSHOT_TESTING_RECORD"].flatMap(SnapshotRecordMode.init(rawValue:)) ?? .missing
    }
}

/// A reference image did not match; names the reference, the actual and the diff images.
public struct SnapshotMismatch: Error, CustomStringConvertible {
    public let description: String
}

/// Compares `image` with the golden PNG `__Snapshots__/<TestFile>/<test>.<name>.png` beside the test file,
/// with pixelmatch at `threshold`, allowing `tolerance` (a ratio of differing pixels). On a mismatch it writes
/// `<…>.actual.png` and `<…>.diff.png` beside the reference and throws naming all three.
public func assertSnapshot(_ image: Framebuffer, named name: String, tolerance: Double = 0.0005,
                           threshold: Double = 0.1, mode: SnapshotRecordMode = .current,
                           file: String = #filePath, function: String = #function) throws {
    let testFile = URL(fileURLWithPath: file)
    let folder = testFile.deletingLastPathComponent().appendingPathComponent("__Snapshots__")
        .appendingPathComponent(testFile.deletingPathExtension().lastPathComponent)
    let test = function.replacingOccurrences(of: "()", with: "").filter { $0.isLetter || $0.isNumber || $0 == "_" }
    let base = folder.appendingPathComponent("\(test).\(name)").path
    let reference = base + ".png", actualPath = base + ".actual.png", diffPath = base + ".diff.png"
    try? FileManager.default.removeItem(atPath: actualPath)
    try? FileManager.default.removeItem(atPath: diffPath)
    func record() throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try image.writePNG(to: reference)
    }
    let exists = FileManager.default.fileExists(atPath: reference)
    if mode == .all { try record(); return }
    guard exists else {
        if mode == .missing {
            try record()
            throw SnapshotMismatch(description: "no reference was found; recorded \(reference) — look at it, then run again")
        }
        throw SnapshotMismatch(description: "missing reference \(reference) (record with SNAPSHOT_TESTING_RECORD=missing)")
    }
    let expected = try Framebuffer.load(png: reference, scale: image.scale)
    guard let result = PixelMatch(threshold: threshold).compare(expected, image) else {
        try image.writePNG(to: actualPath)
        if mode == .failed { try record() }
        throw SnapshotMismatch(description: "size \(image.width)×\(image.height) differs from the reference's \(expected.width)×\(expected.height): reference \(reference), actual \(actualPath)")
    }
    guard result.ratio <= tolerance else {
        try image.writePNG(to: actualPath)
        try result.diffImage.writePNG(to: diffPath)
        if mode == .failed { try record() }
        throw SnapshotMismatch(description: String(
            format: "%d pixels (%.3f%%) differ, more than the %.3f%% allowed: reference %@, actual %@, diff %@",
            result.differing, result.ratio * 100, tolerance * 100, reference, actualPath, diffPath))
    }
}
