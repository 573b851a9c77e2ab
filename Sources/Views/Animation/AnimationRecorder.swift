import Foundation

/// The animation block being recorded: property changes made while it is current become animations.
struct RecordingContext {
    let group: AnimationGroup
    /// The keyframe window within the group (0…1 outside keyframes).
    var keyStart: Double = 0
    var keyEnd: Double = 1
    /// True inside animateKeyframes, where addKeyframe divides the window.
    var isKeyframeBlock = false

    func source() -> ProgressSource {
        ProgressSource(group: group, keyStart: keyStart, keyEnd: keyEnd)
    }
}

/// The stack of animation blocks being recorded (UIKit's implicit animation context).
enum AnimationRecorder {
    nonisolated(unsafe) private static var stack: [RecordingContext] = []
    nonisolated(unsafe) private static var suppressed = 0

    /// The innermost block being recorded, nil when changes apply at once.
    static var current: RecordingContext? { suppressed > 0 ? nil : stack.last }

    /// Runs `body` with `context` recording.
    static func record(_ context: RecordingContext, _ body: () -> Void) {
        stack.append(context)
        defer { stack.removeLast() }
        body()
    }

    /// Runs `body` with no recording.
    static func withoutAnimation(_ body: () -> Void) {
        suppressed += 1
        defer { suppressed -= 1 }
        body()
    }
}
