import Foundation

/// The animation block being recorded: property changes made while it is current become animations.
struct RecordingContext: Sendable {
    let group: AnimationBatch
    /// The keyframe window within the group (0…1 outside keyframes).
    var keyStart: Double = 0
    var keyEnd: Double = 1
    /// True inside animateKeyframes, where addKeyframe divides the window.
    var isKeyframeBlock = false
    /// Keyframes apply at their start at once (`.calculationModeDiscrete`).
    var discrete = false

    func source() -> ProgressSource {
        ProgressSource(group: group, keyStart: keyStart, keyEnd: keyEnd, discrete: discrete)
    }
}

/// The animation block being recorded, if any (UIKit's implicit animation context, like a CATransaction):
/// bound for the duration of an animation block on the task that runs it, so it is never shared between
/// worlds or tests.
nonisolated enum AnimationRecorder {
    @TaskLocal private static var recording: RecordingContext?
    @TaskLocal private static var suppressed = false

    /// The innermost block being recorded, nil when changes apply at once.
    static var current: RecordingContext? { suppressed ? nil : recording }

    /// Runs `body` with `context` recording.
    @MainActor
    static func record(_ context: RecordingContext, _ body: () -> Void) {
        $suppressed.withValue(false) {
            $recording.withValue(context) { body() }
        }
    }

    /// Runs `body` with no recording.
    @MainActor
    static func withoutAnimation(_ body: () -> Void) {
        $suppressed.withValue(true) { body() }
    }
}
