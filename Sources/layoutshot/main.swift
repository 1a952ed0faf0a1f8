// `layoutshot`: the command line on the example layouts of Examples/, with `adapt` (which needs
// swift-syntax, so it is added here rather than in LayoutShotCLI).
import LayoutShotCLI
import LayoutShotExamples
import SourceAdaptation

LayoutShotCLI.main(layouts: Catalog.layouts, commands: [AdaptCommand.self])
