import Foundation
import Testing
@testable import Rendering
import Views
import VisualTesting

/// All rendering tests run one at a time: they share the current frame scheduler, the global text measurer
/// and SDL_ttf, none of which is safe to use from several threads.
@Suite(.serialized) enum RenderingSuite {}

/// One premultiplied ARGB pixel split into its channels.
struct ARGB: Equatable, CustomStringConvertible {
    var a: Int, r: Int, g: Int, b: Int

    init(_ v: UInt32) {
        a = Int(v >> 24); r = Int((v >> 16) & 0xFF); g = Int((v >> 8) & 0xFF); b = Int(v & 0xFF)
    }

    init(a: Int = 255, r: Int, g: Int, b: Int) { self.a = a; self.r = r; self.g = g; self.b = b }

    var packed: UInt32 { UInt32(a) << 24 | UInt32(r) << 16 | UInt32(g) << 8 | UInt32(b) }

    /// Whether every channel is within `tolerance` of `other`'s.
    func isClose(to other: ARGB, _ tolerance: Int = 2) -> Bool {
        abs(a - other.a) <= tolerance && abs(r - other.r) <= tolerance
            && abs(g - other.g) <= tolerance && abs(b - other.b) <= tolerance
    }

    var description: String { "ARGB(a: \(a), r: \(r), g: \(g), b: \(b))" }

    static let black = ARGB(r: 0, g: 0, b: 0)
    static let white = ARGB(r: 255, g: 255, b: 255)
    static let red = ARGB(r: 255, g: 0, b: 0)
    static let green = ARGB(r: 0, g: 255, b: 0)
    static let blue = ARGB(r: 0, g: 0, b: 255)
}

extension Framebuffer {
    /// The pixel at (x, y) split into channels.
    func argb(_ x: Int, _ y: Int) -> ARGB { ARGB(pixel(x: x, y: y)) }

    /// Writes one premultiplied pixel directly.
    func setPixel(_ x: Int, _ y: Int, _ value: UInt32) {
        bytes.advanced(by: y * stride + x * 4).storeBytes(of: value, as: UInt32.self)
        markDirty()
    }

    /// Fills the whole image with one premultiplied value.
    func fill(_ value: UInt32) {
        for y in 0..<height { for x in 0..<width { setPixel(x, y, value) } }
    }

    /// The pixels of row `y` from `x0` up to (not including) `x1`.
    func row(_ y: Int, from x0: Int = 0, to x1: Int? = nil) -> [ARGB] {
        (x0..<(x1 ?? width)).map { argb($0, y) }
    }
}

/// A root view of `width` × `height` at the origin.
func makeRoot(_ width: CGFloat, _ height: CGFloat, color: Color? = nil) -> View {
    let root = View(frame: CGRect(x: 0, y: 0, width: width, height: height))
    root.backgroundColor = color
    return root
}

/// A view with a frame and a background colour.
func makeView(_ frame: CGRect, _ color: Color? = nil) -> View {
    let view = View(frame: frame)
    view.backgroundColor = color
    return view
}

/// Renders `root` into a new framebuffer of its size.
func render(_ root: View, with compositor: Compositor, scale: Double = 1) -> Framebuffer {
    let fb = Framebuffer(width: Int((Double(root.bounds.width) * scale).rounded()),
                         height: Int((Double(root.bounds.height) * scale).rounded()), scale: scale)
    compositor.render(root, into: fb)
    return fb
}

/// Runs `body` with a frame scheduler on a virtual clock (60 fps) installed as current, restoring the
/// previous one afterwards.
func withVirtualClock<R>(_ body: (FrameScheduler) throws -> R) rethrows -> R {
    let previous = FrameScheduler.current
    let scheduler = FrameScheduler(clock: VirtualClock())
    FrameScheduler.current = scheduler
    defer { FrameScheduler.current = previous }
    return try body(scheduler)
}

/// The x at which a non-decreasing profile first reaches `level` (linearly interpolated between samples).
func crossing(_ values: [Double], _ level: Double) -> Double? {
    guard let i = values.firstIndex(where: { $0 >= level }) else { return nil }
    if i == 0 { return 0 }
    let v0 = values[i - 1], v1 = values[i]
    return Double(i - 1) + (level - v0) / (v1 - v0)
}

/// The distance between the 10 % and 90 % points of a rising edge whose ends are `low` and `high`.
func edgeWidth(_ values: [Double], low: Double, high: Double) -> Double? {
    guard let a = crossing(values, low + 0.1 * (high - low)), let b = crossing(values, low + 0.9 * (high - low))
    else { return nil }
    return b - a
}

/// A temporary directory for one test, removed by the caller.
func makeTemporaryDirectory() throws -> String {
    let path = NSTemporaryDirectory() + "rendering-tests-" + UUID().uuidString
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
}
