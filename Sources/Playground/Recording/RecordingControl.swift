import Foundation
import Motion
import Rendering
import PlaygroundHost

/// The window's Ctrl+R: starts a `WindowRecording`, stops it at once when asked (the file is finished a few
/// frames later, once its writer has caught up, so a slow encoder never freezes the window), and ends it by
/// itself — saving what it has, with a notice — when the window is resized or the encoder stops taking frames.
///
/// ```swift
/// let control = RecordingControl(pipeline: pipeline, onVirtualClock: false)
/// control.toggle(.mp4, at: clock.now)   // REC
/// control.afterFrame(at: clock.now)     // each frame
/// control.toggle(.mp4, at: clock.now)   // stop: "Saving…", then "Saved …"
/// control.finishAll(at: clock.now)      // quitting: waits for the files
/// ```
@MainActor
final class RecordingControl {
    private let pipeline: FramePipeline
    private let onVirtualClock: Bool
    private let directory: String
    /// The recording running, if any.
    private(set) var current: WindowRecording?
    /// Stopped recordings whose frames are still being written.
    private var saving: [WindowRecording] = []
    /// Set by the capture hook when a frame of another size came (the window was resized).
    private var resized = false

    init(pipeline: FramePipeline, onVirtualClock: Bool, directory: String = FileManager.default.currentDirectoryPath) {
        self.pipeline = pipeline
        self.onVirtualClock = onVirtualClock
        self.directory = directory
    }

    /// Whether a recording runs or is being saved (the window keeps its frames coming meanwhile).
    var isActive: Bool { current != nil || !saving.isEmpty }

    /// Starts recording in `format`, or stops the recording running.
    func toggle(_ format: FrameRecorder.Format, at time: TimeInterval) {
        if current != nil {
            stop(at: time, notice: nil)
            return
        }
        do {
            let recording = try WindowRecording(scene: type(of: pipeline.scene).name, frame: pipeline.framebuffer,
                                                format: format, directory: directory, now: time,
                                                clock: onVirtualClock ? nil : MonotonicClock.seconds)
            current = recording
            resized = false
            pipeline.onSceneComposited = { [weak self, unowned recording] frame, time in
                if !recording.capture(frame, at: time) { self?.resized = true }
            }
            pipeline.hostOverlay?.recordingSince = recording.started
            print("recording \(recording.recorder.path) (Ctrl+R again stops)")
        } catch {
            report(error)
        }
    }

    /// After each frame: a virtual clock's time, a resize or a failed encoder, and the files ready to finish.
    func afterFrame(at time: TimeInterval) {
        if let recording = current {
            if onVirtualClock { recording.advance(to: time) }
            if resized {
                stop(at: time, notice: "the window was resized")
            } else if recording.encoderFailed {
                stop(at: time, notice: "the encoder stopped taking frames")
            }
        }
        while let index = saving.firstIndex(where: { $0.isWritten }) {
            finish(saving.remove(at: index))
        }
    }

    /// Finishes every recording (quitting at `time`): waits for their frames.
    func finishAll(at time: TimeInterval) {
        if current != nil { stop(at: time, notice: nil) }
        for recording in saving { finish(recording) }
        saving.removeAll()
    }

    private func stop(at time: TimeInterval, notice reason: String?) {
        guard let recording = current else { return }
        current = nil
        pipeline.onSceneComposited = nil
        pipeline.hostOverlay?.recordingSince = nil
        recording.stop(at: time)
        if let reason { print("recording stopped: \(reason)") }
        pipeline.hostOverlay?.show(notice: reason.map { "Recording stopped (\($0)): saving…" } ?? "Saving…")
        if onVirtualClock {
            finish(recording)          // the frames are written as time moves: nothing to wait for
        } else {
            saving.append(recording)
        }
    }

    private func finish(_ recording: WindowRecording) {
        do {
            let path = try recording.finish()
            print("recorded \(path)")
            pipeline.hostOverlay?.show(notice: "Saved \((path as NSString).lastPathComponent)")
        } catch {
            report(error)
        }
    }

    private func report(_ error: Error) {
        FileHandle.standardError.write(Data("playground: \(error)\n".utf8))
        pipeline.hostOverlay?.show(notice: "Recording failed: \(error)")
    }
}
