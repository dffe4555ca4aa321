import type { FlatlineLevel, MeterSide } from './setup';

/** A rung of FLATLINE's campaign ladder: a level on one side of the power meter. */
export interface FlatlineMission {
  id: string;
  kind: 'flatline';
  level: FlatlineLevel;
  meterSide: MeterSide;
}

/** The FLATLINE ladder: Training to Expert on the standard meter side, then again on the expert side. */
export const FLATLINE_LADDER: readonly FlatlineMission[] = [
  { id: 'flatline-training-standard', kind: 'flatline', level: 'training', meterSide: 'standard' },
  { id: 'flatline-standard-standard', kind: 'flatline', level: 'standard', meterSide: 'standard' },
  { id: 'flatline-expert-standard', kind: 'flatline', level: 'expert', meterSide: 'standard' },
  { id: 'flatline-training-expert', kind: 'flatline', level: 'training', meterSide: 'expert' },
  { id: 'flatline-standard-expert', kind: 'flatline', level: 'standard', meterSide: 'expert' },
  { id: 'flatline-expert-expert', kind: 'flatline', level: 'expert', meterSide: 'expert' },
];
