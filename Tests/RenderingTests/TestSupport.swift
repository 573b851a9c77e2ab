import Foundation
import Testing
import TestSupport
@testable import Rendering
import PlaygroundTesting
import TestSupport
import Views

/// Each rendering test runs in a world of its own on a virtual clock.
@Suite(.world) enum RenderingSuite {}

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

/// Runs `body` with the test world's frame scheduler (a virtual clock at 60 fps).
func withVirtualClock<R>(_ body: (FrameScheduler) throws -> R) rethrows -> R {
    try body(World.current.scheduler)
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

