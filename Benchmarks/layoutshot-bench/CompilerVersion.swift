/// The version of the compiler that built the benchmark, as precisely as `#if compiler` tells.
let compilerVersion: String = {
  #if compiler(>=6.4)
    return "6.4 or later"
  #elseif compiler(>=6.3.2)
    return "6.3.2 or later"
  #elseif compiler(>=6.3.1)
    return "6.3.1"
  #elseif compiler(>=6.3)
    return "6.3.0"
  #else
    return "before 6.3"
  #endif
}()
