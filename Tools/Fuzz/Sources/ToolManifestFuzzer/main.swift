import FuzzSupport

FuzzDriver.run(ToolManifestProperties.check)
