import Foundation
import Playground
import Views

/// A driver as the window has it: the scene with the playground's overlay (badge, help, inspector) over it.
@MainActor
func hostDriver(scene: Scene.Type, catalog: SceneCatalog? = nil, size: CGSize, scale: Double = 1,
                framesPerSecond: Double = 60) throws -> SceneDriver {
    let driver = try SceneDriver(scene: scene, catalog: catalog, size: size, scale: scale, framesPerSecond: framesPerSecond)
    try driver.pipeline.installHostOverlay()
    return driver
}
