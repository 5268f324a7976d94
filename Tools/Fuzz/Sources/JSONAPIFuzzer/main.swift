import FuzzSupport

FuzzDriver.run(JSONAPIProperties.check)
