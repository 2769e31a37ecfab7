import { Trans } from '@lingui/react/macro';
import { useId } from 'react';
import type { City } from '@/contract/catalogue';
import { saveCityId } from '@/entities/city/city-store';

export function CityPicker({ cities, cityId }: { cities: City[]; cityId: number }) {
  const id = useId();
  if (cities.length < 2) return null;
  return (
    <div className="city-picker">
      <label htmlFor={id} className="city-picker__label">
        <Trans>City</Trans>
      </label>
      <select
        id={id}
        className="city-picker__select"
        value={cityId}
        onChange={(event) => saveCityId(Number(event.target.value))}
      >
        {cities.map((city) => (
          <option key={city.id} value={city.id}>
            {city.name}
          </option>
        ))}
      </select>
    </div>
  );
}
