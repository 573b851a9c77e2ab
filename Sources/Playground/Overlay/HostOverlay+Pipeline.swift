import Foundation
import PlaygroundHost
import Rendering
import Views

/// The overlay as the pipeline's: the host's keys (F1 help, Ctrl+I inspector), Escape closing a panel, `?`.
extension HostOverlay: PipelineOverlay {
    public func handleHostKey(_ key: Key) -> Bool {
        if key == .f1 {
            showsHelp.toggle()
            return true
        }
        guard key.modifiers.contains(.control), key == .i else { return false }
        showsInspector.toggle()
        return true
    }

    public func willReceivePointer(in pipeline: FramePipeline, size: CGSize) {
        if showsInspector || showsHelp { update(for: pipeline, size: size) }
    }

    /// The open inspector docks on the right when the window is wide enough to leave the scene
    /// `HostOverlay.minimumSceneWidth` beside it; a narrower window has it float over the scene.
    public func trailingInset(in size: CGSize) -> CGFloat {
        guard showsInspector else { return 0 }
        let inset = HostOverlay.inspectorWidth(in: size) + 20
        return size.width - inset >= HostOverlay.minimumSceneWidth ? inset : 0
    }

    public func closeTopPanel() -> Bool {
        if showsHelp {
            showsHelp = false
        } else if showsInspector {
            showsInspector = false
        } else {
            return false
        }
        return true
    }

    public func handleUnusedKey(_ key: Key) -> Bool {
        guard key == .questionMark || (key == .slash && key.modifiers.contains(.shift)) else { return false }
        showsHelp.toggle()
        return true
    }
}

extension FramePipeline {
    /// Puts the playground's overlay (time-control badge, help, inspector, pressure meter, notices) over the
    /// scene, as the window has it; returns it.
    ///
    /// ```swift
    /// let driver = try SceneDriver(scene: CardScene.self, size: CGSize(width: 800, height: 600))
    /// try driver.pipeline.installHostOverlay()
    /// driver.key(Key(.i, modifiers: .control))     // the inspector opens
    /// ```
    @discardableResult
    public func installHostOverlay() throws -> HostOverlay {
        if let installed = hostOverlay { return installed }
        let overlay = try HostOverlay(textRenderer: compositor.text, clock: timeSource)
        self.overlay = overlay
        return overlay
    }

    /// The playground's overlay, when it is the one installed.
    public var hostOverlay: HostOverlay? { overlay as? HostOverlay }
}

extension SceneCatalog {
    /// The playground's own tool scenes (the curve lab), listed after yours.
    public static let playgroundTools: [Scene.Type] = [CurveLabScene.self]
}
