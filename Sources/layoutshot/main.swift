// `layoutshot`: the command line on the example layouts of Examples/.
import LayoutShotCLI
import LayoutShotExamples

LayoutShotCLI.main(layouts: Catalog.layouts)
