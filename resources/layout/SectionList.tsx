import { closestCenter, DndContext, type DragEndEvent, KeyboardSensor, PointerSensor, useSensor, useSensors } from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { Stack } from '@mui/material';
import type { DraftSection, SavedSection, SectionErrors } from './layoutSections';
import { SectionRow } from './SectionRow';
import { useSortableAnnouncements } from './useSortableAnnouncements';

/** A drag starts once the pointer has moved 5 px, so a click stays a click. */
const DRAG_THRESHOLD_PX = 5;

interface SectionListProps {
  sections: DraftSection[];
  errors: SectionErrors;
  onMove: (fromKey: string, toKey: string) => void;
  onChange: (key: string, changes: Partial<SavedSection>) => void;
  onEdit: (key: string) => void;
  onRemove: (key: string) => void;
}

/** The sections in order, sortable with the mouse, by touch and with the keyboard (Space, arrows, Space). */
export function SectionList({ sections, errors, onMove, onChange, onEdit, onRemove }: SectionListProps) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: DRAG_THRESHOLD_PX } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const accessibility = useSortableAnnouncements(sections);
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (over && active.id !== over.id) onMove(String(active.id), String(over.id));
  };
  return (
    <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd} accessibility={accessibility}>
      <SortableContext items={sections.map((section) => section.key)} strategy={verticalListSortingStrategy}>
        <Stack component="ol" spacing={1} sx={{ p: 0, m: 0 }}>
          {sections.map((section) => (
            <SectionRow
              key={section.key}
              section={section}
              errors={errors[section.key]}
              onToggle={(visible) => onChange(section.key, { visible })}
              onEdit={() => onEdit(section.key)}
              onRemove={() => onRemove(section.key)}
            />
          ))}
        </Stack>
      </SortableContext>
    </DndContext>
  );
}
