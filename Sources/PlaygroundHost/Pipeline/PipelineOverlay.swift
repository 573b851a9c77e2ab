import Foundation
import Rendering
import Views

/// What a host draws over the scene and lets see input first: the window's badge, help and inspector. A
/// headless pipeline has none (a scene test sees the scene alone); `Playground`'s `HostOverlay` is one.
///
/// ```swift
/// final class Crosshair: PipelineOverlay { … }     // draws a crosshair over every frame
/// pipeline.overlay = Crosshair()
/// ```
///
/// The pipeline calls it on the main actor in frame order: input first (`pointerDown` … return true to take
/// the event from the scene), then `followPressure` after the frame's input, then `update` and `draw` when the
/// frame is composited.
@MainActor
public protocol PipelineOverlay: AnyObject {
    /// Whether anything is to be drawn over the scene.
    var isVisible: Bool { get }
    /// Whether what is drawn changed since the last `draw`.
    var needsDisplay: Bool { get }
    /// Whether something shown changes with time alone (a notice that times out): frames keep coming.
    var hasTimedContent: Bool { get }

    /// Brought up to date with the pipeline before a frame is composited.
    func update(for pipeline: FramePipeline, size: CGSize)
    /// Draws over the composited scene.
    func draw(into framebuffer: Framebuffer)

    /// Before a pointer goes down: a panel opened since the last drawn frame is laid out for the click.
    func willReceivePointer(in pipeline: FramePipeline, size: CGSize)
    func pointerDown(at p: CGPoint) -> Bool
    func pointerMoved(to p: CGPoint) -> Bool
    func pointerUp(at p: CGPoint) -> Bool
    /// Where the pointer is (off the window: a negative point).
    func hover(at p: CGPoint)
    func wheel(_ notches: CGFloat, at p: CGPoint) -> Bool
    /// After the frame's input: what the touches press (a pressure meter follows them).
    func followPressure(of input: InputDispatcher, in size: CGSize)

    /// A key before anything else sees it (F1, Ctrl+I); returns whether it was taken.
    func handleHostKey(_ key: Key) -> Bool
    /// Escape: closes the topmost panel; returns whether one was open.
    func closeTopPanel() -> Bool
    /// A key neither the first responder nor the scene used (`?` opens the help); returns whether taken.
    func handleUnusedKey(_ key: Key) -> Bool
    /// Shows a short line of text for `seconds`.
    func show(notice text: String, seconds: TimeInterval)
    /// The width (points) along the right edge of a window of `size` that the overlay docks a panel in: the
    /// scene is laid out in the rest, so the panel covers none of it. 0: nothing docked.
    func trailingInset(in size: CGSize) -> CGFloat
}

extension PipelineOverlay {
    public func trailingInset(in size: CGSize) -> CGFloat { 0 }
}
