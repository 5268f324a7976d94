import FuzzSupport

FuzzDriver.run(RandomUserProperties.check)
