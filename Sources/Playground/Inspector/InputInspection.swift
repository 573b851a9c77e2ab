import Foundation
import Views
import PlaygroundHost

/// What the inspector's Input tab lists: every gesture recognizer of the scene's view tree (its type, state,
/// the touches it tracks and its view), and every touch down now (its phase, location and view) — what to
/// look at when a gesture stops answering.
///
/// ```swift
/// let input = InputInspection(root: scene.view, dispatcher: pipeline.dispatcher)
/// input.recognizers.first?.description   // "PinchGestureRecognizer “pinchToDismiss” · changed · 2 touches · on View (375×667)"
/// ```
@MainActor
struct InputInspection {
    /// One gesture recognizer as it stands.
    struct Recognizer: CustomStringConvertible {
        let type: String
        let name: String?
        let state: GestureRecognizer.State
        let touches: Int
        let isEnabled: Bool
        /// Whether it competes in the gesture arena now.
        let isInArena: Bool
        let view: String

        var description: String {
            let named = name.map { " “\($0)”" } ?? ""
            let extra = (isEnabled ? "" : " · disabled") + (isInArena ? " · in the arena" : "")
            return "\(type)\(named) · \(state) · \(touches) touch\(touches == 1 ? "" : "es")\(extra) · on \(view)"
        }
    }

    /// One touch down now.
    struct TouchEntry: CustomStringConvertible {
        let phase: TouchPhase
        let location: CGPoint
        let view: String

        var description: String {
            String(format: "touch %@ at (%.0f, %.0f) · on %@", InputInspection.name(of: phase), location.x, location.y, view)
        }
    }

    /// The recognizers, in the order of a depth-first walk of the tree (at most `limit`).
    let recognizers: [Recognizer]
    let touches: [TouchEntry]

    init(root: View, dispatcher: InputDispatcher, limit: Int = 200) {
        let arena = dispatcher.gestureArena.participants
        var found: [Recognizer] = []
        func walk(_ view: View) {
            guard found.count < limit else { return }
            for recognizer in view.gestureRecognizers ?? [] {
                found.append(Recognizer(type: "\(type(of: recognizer))", name: recognizer.name, state: recognizer.state,
                                        touches: recognizer.trackedTouches.count, isEnabled: recognizer.isEnabled,
                                        isInArena: arena.contains { $0 === recognizer },
                                        view: InputInspection.describe(view)))
            }
            view.subviews.forEach(walk)
        }
        walk(root)
        recognizers = found
        touches = dispatcher.touchesDown.map { touch in
            TouchEntry(phase: touch.phase, location: touch.location(in: nil),
                       view: touch.view.map(InputInspection.describe) ?? "no view")
        }
    }

    /// "1 touch down", "2 touches down".
    var touchesDown: String { "\(touches.count) touch\(touches.count == 1 ? "" : "es") down" }
    /// "1 gesture recognizer", "2 gesture recognizers".
    var recognizerCount: String { "\(recognizers.count) gesture recognizer\(recognizers.count == 1 ? "" : "s")" }

    /// The lines the tab shows: the touches under their count, then the recognizers under theirs.
    var lines: [String] {
        var lines = [touchesDown]
        lines += touches.map(\.description)
        lines.append(recognizerCount)
        lines += recognizers.map(\.description)
        return lines
    }

    static func describe(_ view: View) -> String {
        let size = view.bounds.size
        return String(format: "%@ (%.0f×%.0f)", "\(type(of: view))", size.width, size.height)
    }

    nonisolated static func name(of phase: TouchPhase) -> String {
        switch phase {
        case .began: "began"
        case .moved: "moved"
        case .stationary: "stationary"
        case .ended: "ended"
        case .cancelled: "cancelled"
        }
    }
}
