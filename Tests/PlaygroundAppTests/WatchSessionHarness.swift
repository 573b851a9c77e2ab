import Foundation
import Rendering
import Views
import Playground

// What the watch session's tests share: a package folder whose build the test controls, the session's loop
// run until a condition holds (with a deadline), and the picture's checks.

/// A package folder whose "build" prints build.out and exits with build.status.
final class FakePackage {
    let root = PlaygroundBinary.temporaryPath("watch")
    var sources: String { root + "/Sources/Scene" }
    init() throws {
        try FileManager.default.createDirectory(atPath: sources, withIntermediateDirectories: true)
        try "// a scene\n".write(toFile: sources + "/Scene.swift", atomically: true, encoding: .utf8)
        try "cat build.out 2>/dev/null; exit $(cat build.status 2>/dev/null || echo 0)\n"
            .write(toFile: root + "/build.sh", atomically: true, encoding: .utf8)
    }
    deinit { try? FileManager.default.removeItem(atPath: root) }
    func build(status: Int, output: String = "") throws {
        try "\(status)\n".write(toFile: root + "/build.status", atomically: true, encoding: .utf8)
        try output.write(toFile: root + "/build.out", atomically: true, encoding: .utf8)
    }
    /// An edit of the scene's file, as an editor saves it.
    func save(_ text: String) throws {
        try text.write(toFile: sources + "/Scene.swift", atomically: true, encoding: .utf8)
    }
}

/// What the session's `wake` signals.
final class Wake: @unchecked Sendable {
    let semaphore = DispatchSemaphore(value: 0)
}

/// Runs the session's loop until `condition` holds; false if `seconds` pass first.
@MainActor
func pump(_ session: WatchSession, _ wake: Wake, within seconds: TimeInterval = 30,
          until condition: () -> Bool) -> Bool {
    let deadline = Date().addingTimeInterval(seconds)
    while true {
        _ = session.update()
        if condition() { return true }
        if Date() >= deadline { return false }
        _ = wake.semaphore.wait(timeout: .now() + 0.05)
    }
}

/// The red rectangle of dragtarget: its pixel count and mean y.
func red(in fb: Framebuffer, rows: Range<Int>) -> (count: Int, y: Double) {
    var n = 0, sum = 0
    for y in rows where y < fb.height {
        for x in Swift.stride(from: 0, to: fb.width, by: 2) {
            let p = fb.pixel(x: x, y: y)
            let r = (p >> 16) & 0xff, g = (p >> 8) & 0xff, b = p & 0xff
            if r > 200 && g < 90 && b < 90 { n += 1; sum += y }
        }
    }
    return (n, n > 0 ? Double(sum) / Double(n) : -1)
}

/// Whether `a` and `b` hold the same picture in `rows`: at most 0.2 % of its pixels differ (a frame drawn
/// whole and one drawn by damage may round an edge differently; the rectangle drawn elsewhere differs in
/// ten times that).
func same(_ a: Framebuffer, _ b: Framebuffer, rows: Range<Int>) -> Bool {
    guard a.width == b.width, a.height == b.height else { return false }
    var differing = 0
    for y in rows where y < a.height {
        for x in 0..<a.width where a.pixel(x: x, y: y) != b.pixel(x: x, y: y) { differing += 1 }
    }
    return differing * 500 <= a.width * rows.count
}
