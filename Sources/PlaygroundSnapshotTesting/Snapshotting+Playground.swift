import Foundation
import PlaygroundHost
import PlaygroundTesting
import Rendering
@_exported @preconcurrency import SnapshotTesting
import Views

/// swift-snapshot-testing strategies for the playground's scenes and views, so a test reads the way iOS
/// developers already write it:
///
/// ```swift
/// import PlaygroundSnapshotTesting
/// import Testing
///
/// @MainActor @Test func cardAtRest() {
///     assertSnapshot(of: CardScene.self, as: .image(size: CGSize(width: 800, height: 600)))
/// }
///
/// @MainActor @Test func cardMidDrag() throws {
///     let tester = try SceneTester(CardScene.self)
///     tester.press(at: CGPoint(x: 400, y: 300))
///     tester.move(to: CGPoint(x: 550, y: 300), frames: 5)
///     assertSnapshot(of: tester, as: .image)
/// }
/// ```
///
/// References are PNGs in `__Snapshots__/<TestFile>/` beside the test, compared with the playground's
/// perceptual diff; record modes come from swift-snapshot-testing (`SNAPSHOT_TESTING_RECORD`,
/// `withSnapshotTesting(record:)`). On Linux swift-snapshot-testing shows no attachments, so a failure writes
/// `<reference>.actual.png`, `.expected.png` and `.diff.png` beside the reference and names them.
extension Snapshotting where Value == Framebuffer, Format == Framebuffer {
    /// A frame as a PNG, compared with pixelmatch at `threshold`, allowing `tolerance` differing pixels.
    public static func image(tolerance: Double = 0.0005, threshold: Double = 0.1) -> Snapshotting {
        Snapshotting(pathExtension: "png", diffing: .framebuffer(tolerance: tolerance, threshold: threshold)) { $0 }
    }

    /// A frame as a PNG with the default tolerance.
    public static var image: Snapshotting { .image() }
}

extension Snapshotting where Value == Scene.Type, Format == Framebuffer {
    /// The scene loaded at `size` × `scale`, after `frames` frames (settled, when nil).
    public static func image(size: CGSize = CGSize(width: 800, height: 600), scale: Double = 1, frames: Int? = nil,
                             tolerance: Double = 0.0005) -> Snapshotting {
        Snapshotting<Framebuffer, Framebuffer>.image(tolerance: tolerance).pullback { type in
            MainActor.assumeIsolated {
                do {
                    let tester = try SceneTester(type, size: size, scale: scale)
                    if let frames { tester.pump(frames: frames) } else { tester.pumpUntilSettled() }
                    return try tester.frame()
                } catch {
                    return Framebuffer.failure(error)
                }
            }
        }
    }

    /// The scene at 800 × 600, settled.
    public static var image: Snapshotting { .image() }
}

extension Snapshotting where Value == SceneTester, Format == Framebuffer {
    /// The tester's current frame.
    public static var image: Snapshotting {
        Snapshotting<Framebuffer, Framebuffer>.image.pullback { tester in
            MainActor.assumeIsolated {
                do { return try tester.frame() } catch { return Framebuffer.failure(error) }
            }
        }
    }
}

extension Snapshotting where Value == View, Format == Framebuffer {
    /// The view alone (its presentation, at its bounds' size) over `background`.
    public static func image(scale: Double = 1, background: Color = .white) -> Snapshotting {
        Snapshotting<Framebuffer, Framebuffer>.image.pullback { view in
            MainActor.assumeIsolated {
                do { return try ViewRenderer.render(view, scale: scale, background: background) } catch {
                    return Framebuffer.failure(error)
                }
            }
        }
    }

    /// The view alone over white.
    public static var image: Snapshotting { .image() }
}

extension Diffing where Value == Framebuffer {
    /// PNG data, compared with the perceptual diff; a failure writes actual, expected and diff PNGs beside the
    /// reference's folder in the temporary directory and names them.
    static func framebuffer(tolerance: Double, threshold: Double) -> Diffing {
        .diff(
            toData: { frame in MainActor.assumeIsolated { (try? frame.pngData()) ?? Data() } },
            fromData: { data in
                MainActor.assumeIsolated { (try? Framebuffer.decode(png: data)) ?? Framebuffer(width: 1, height: 1) }
            },
            diffV2: { expected, actual in
                MainActor.assumeIsolated {
                    FramebufferDiff.compare(expected: expected, actual: actual, tolerance: tolerance, threshold: threshold)
                }
            })
    }
}

/// The comparison behind the strategies, writing the failure's pictures.
@MainActor
enum FramebufferDiff {
    static func compare(expected: Framebuffer, actual: Framebuffer, tolerance: Double,
                        threshold: Double) -> (String, [DiffAttachment])? {
        let folder = NSTemporaryDirectory() + "playground-snapshots/" + UUID().uuidString
        func write(_ frame: Framebuffer, _ name: String) -> String? {
            try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            let path = folder + "/" + name + ".png"
            return (try? frame.writePNG(to: path)).map { path }
        }
        guard let result = PixelMatch(threshold: threshold).compare(expected, actual) else {
            let paths = [write(actual, "actual"), write(expected, "expected")].compactMap { $0 }
            return ("size \(actual.width)×\(actual.height) differs from the reference's \(expected.width)×\(expected.height): "
                    + paths.joined(separator: ", "), [])
        }
        guard result.ratio > tolerance else { return nil }
        let paths = [write(actual, "actual"), write(expected, "expected"), write(result.diffImage, "diff")].compactMap { $0 }
        let message = String(format: "%d pixels (%.3f%%) differ, more than the %.3f%% allowed: ", result.differing,
                             result.ratio * 100, tolerance * 100) + paths.joined(separator: ", ")
        let attachments = [("actual", actual), ("expected", expected), ("diff", result.diffImage)].compactMap { name, frame in
            (try? frame.pngData()).map { DiffAttachment.data($0, name: name + ".png") }
        }
        return (message, attachments)
    }
}

extension Framebuffer {
    /// A 1×1 frame standing for a scene that could not be drawn (the comparison then fails, naming sizes).
    static func failure(_ error: Error) -> Framebuffer {
        FileHandle.standardError.write(Data("PlaygroundSnapshotTesting: \(error)\n".utf8))
        return Framebuffer(width: 1, height: 1)
    }
}
