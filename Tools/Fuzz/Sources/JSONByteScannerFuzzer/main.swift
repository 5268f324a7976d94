import FuzzSupport

FuzzDriver.run(JSONByteScannerProperties.check)
