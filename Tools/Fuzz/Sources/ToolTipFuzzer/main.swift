import FuzzSupport

FuzzDriver.run(ToolTipProperties.check)
