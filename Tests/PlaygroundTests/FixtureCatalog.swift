import Playground
import TestSupport

/// The fixture scenes as a catalogue (with the launcher).
let fixtureCatalog = SceneCatalog([SquareScene.self, LabelScene.self], tools: SceneCatalog.playgroundTools)
