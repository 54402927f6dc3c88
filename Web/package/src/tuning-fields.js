// Written by `stickybadge knobs --write` from the core's configuration tables; `stickybadge
// knobs --check` fails when it is out of date. What a tuning panel shows of each knob and the wasm
// module does not carry: a line per value of the configuration buffer, in buffer order,
// label|kind|unit|choices|tuningMinimum|tuningMaximum|step (readConfigurationTable joins
// line i to the module's value i, its name and valid range).
export const tuningFields = `Snap distance|number|pt||10|300|1
Re-attach distance|number|pt||0|299|1
Pull mode|choice||bigCircleStays,bigCircleMoves|0|1|1
Big circle shrink rate|number|||0|1|0.01
Small circle shrink rate|number|||0|1|0.01
Minimum scale|number|||0|1|0.01
Connector|choice||metaball,classic|0|1|1
Connector spread|number|||0|1|0.01
Handle factor|number|||0|10|0.1
Waist narrowing base|number|||0.05|1|0.01
Waist narrowing distance|number|pt||10|1000|1
Spring duration (s)|spring|1/s²||0.05|2|0.01
Spring bounce|spring|1/s||-0.9|0.9|0.01
Return overshoot|number|pt||0|100|1
Burst style|choice||particles,frames|0|1|1
Burst particles|integer|||0|64|1
Particle speed|number|pt/s||0|800|5
Particle size|number|× radius||0|1|0.01
Burst duration|number|s||0.05|2|0.01
Burst images|integer|||1|24|1
Burst seed|integer|||0|9999|1
Animated|boolean|||0|1|1
Hide label while dragging|boolean|||0|1|1
Touch margin|number|pt||0|40|1
Drag start distance|number|pt||0|40|1
Reduce motion (fade)|boolean|||0|1|1
Badge colour|color|||0|1|0.01
Badge green|color|||0|1|0.01
Badge blue|color|||0|1|0.01
Badge opacity|color|||0|1|0.01
Label colour|color|||0|1|0.01
Label green|color|||0|1|0.01
Label blue|color|||0|1|0.01
Label opacity|color|||0|1|0.01
Blob max offset|number|× radius||0|6|0.1
Blob lower circle shrink|number|||0|0.95|0.01
Blob spring duration (s)|spring|1/s²||0.05|2|0.01
Blob spring bounce|spring|1/s||-0.9|0.9|0.01
Blob connector spread|number|||0|1|0.01
Blob handle factor|number|||0|10|0.1`;
