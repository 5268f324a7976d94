import FuzzSupport

FuzzDriver.run(ToolPageProperties.check)
