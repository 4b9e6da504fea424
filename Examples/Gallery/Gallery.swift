import Easel
