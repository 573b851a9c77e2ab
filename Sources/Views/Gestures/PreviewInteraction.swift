import Foundation

/// Something that reacts to pressure over a view (the mouse wheel stands in for touch force).
protocol PressureInteraction: AnyObject {
    /// Pressure 0…1 at `rootLocation` (root coordinates).
    func pressureChanged(_ pressure: CGFloat, at rootLocation: CGPoint)
}

/// Receives the phases of a pressure preview (UIPreviewInteractionDelegate).
///
/// ```swift
/// extension IconGrid: PreviewInteractionDelegate {
///     func previewInteraction(_ previewInteraction: PreviewInteraction,
///                             didUpdatePreviewTransition transitionProgress: CGFloat, ended: Bool) {
///         peekAnimator.fractionComplete = transitionProgress
///     }
///     func previewInteractionDidCancel(_ previewInteraction: PreviewInteraction) { peekAnimator.isReversed = true }
/// }
/// ```
public protocol PreviewInteractionDelegate: AnyObject {
    /// Whether a preview may start; the place to set up the preview.
    func previewInteractionShouldBegin(_ previewInteraction: PreviewInteraction) -> Bool
    /// Preview progress 0…1 as pressure builds; `ended` once it reaches 1.
    func previewInteraction(_ previewInteraction: PreviewInteraction, didUpdatePreviewTransition transitionProgress: CGFloat,
                            ended: Bool)
    /// Commit progress 0…1 after the preview ended; `ended` when the preview commits.
    func previewInteraction(_ previewInteraction: PreviewInteraction, didUpdateCommitTransition transitionProgress: CGFloat,
                            ended: Bool)
    /// The pressure fell away before the preview committed.
    func previewInteractionDidCancel(_ previewInteraction: PreviewInteraction)
}

extension PreviewInteractionDelegate {
    public func previewInteractionShouldBegin(_ previewInteraction: PreviewInteraction) -> Bool { true }
    public func previewInteraction(_ previewInteraction: PreviewInteraction, didUpdateCommitTransition transitionProgress: CGFloat,
                                   ended: Bool) {}
}

/// A pressure-driven peek and pop over a view (UIPreviewInteraction), driven by the mouse wheel or by
/// holding a press still (see `InputDispatcher`).
///
/// ```swift
/// let interaction = PreviewInteraction(view: iconGrid)
/// interaction.delegate = self     // previewInteraction(_:didUpdatePreviewTransition:ended:) scrubs the peek
/// ```
///
/// Pressure from 0 to `previewThreshold` ("peek", 0.75: six wheel notches) is the preview transition (0…1);
/// from there to `commitThreshold` ("pop", 1: two notches more) the commit transition; reaching it commits.
/// The whole pressure range is used, so every notch moves one transition or the other. Pressure falling back
/// to 0 before committing cancels.
public final class PreviewInteraction: PressureInteraction {
    /// The phases of an interaction.
    ///
    /// ```swift
    /// if interaction.phase == .previewing { hint.alpha = 0 }   // idle → previewing → committing → committed
    /// ```
    nonisolated public enum Phase: Sendable { case idle, previewing, committing, committed }

    public private(set) weak var view: View?
    public weak var delegate: PreviewInteractionDelegate?
    public var isEnabled = true
    /// Pressure at which the preview transition ends (the peek).
    public var previewThreshold: CGFloat = 0.75
    /// Pressure at which the preview commits (the pop).
    public var commitThreshold: CGFloat = 1
    public private(set) var phase = Phase.idle
    private var rootLocation: CGPoint = .zero
    /// The delegate declined this press: it is ignored until the pressure is released.
    private var declined = false

    /// Whether a press is driving the interaction now (previewing, committing, or committed and still held).
    var isPressing: Bool { phase != .idle && !declined }

    /// An interaction on `view`.
    public init(view: View) {
        self.view = view
        view.pressureInteractions.append(self)
    }

    /// Where the pressure is applied, in `view`'s coordinates.
    public func location(in view: View?) -> CGPoint {
        view?.convert(rootLocation, from: nil) ?? rootLocation
    }

    /// Ends the interaction now, telling the delegate it was cancelled if it had begun.
    public func cancel() {
        let wasActive = phase == .previewing || phase == .committing
        phase = .idle
        if wasActive { delegate?.previewInteractionDidCancel(self) }
    }

    func pressureChanged(_ pressure: CGFloat, at location: CGPoint) {
        rootLocation = location
        guard isEnabled else { return }
        switch phase {
        case .idle:
            guard pressure > 0 else { return }
            guard delegate?.previewInteractionShouldBegin(self) ?? false else {
                phase = .committed  // ignore this press until the pressure is released
                declined = true
                return
            }
            phase = .previewing
            update(pressure)
        case .previewing, .committing:
            if pressure <= 0 {
                cancel()
            } else {
                update(pressure)
            }
        case .committed:
            if pressure <= 0 {
                phase = .idle
                declined = false
            }
        }
    }

    private func update(_ pressure: CGFloat) {
        if phase == .previewing {
            let progress = Self.progress(pressure / previewThreshold)
            delegate?.previewInteraction(self, didUpdatePreviewTransition: progress, ended: progress >= 1)
            if progress >= 1 { phase = .committing } else { return }
        }
        guard phase == .committing else { return }
        let span = max(commitThreshold - previewThreshold, 1e-6)
        let progress = Self.progress((pressure - previewThreshold) / span)
        delegate?.previewInteraction(self, didUpdateCommitTransition: progress, ended: progress >= 1)
        if progress >= 1 { phase = .committed }
    }

    /// Clamped to 0…1; a hair short of 1 counts as 1 (notches of 0.1 add up to 0.8999999999999999, not 0.9).
    private static func progress(_ value: CGFloat) -> CGFloat {
        value >= 1 - 1e-9 ? 1 : max(value, 0)
    }
}
